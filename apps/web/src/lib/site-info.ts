import type { SiteInfo } from '@bilheteria/domain/site';
import { useEffect, useState } from 'react';
import { apiGet } from './api-client';

let asked: Promise<SiteInfo> | null = null;

/** GET /api/site, asked once per page load: the server's configuration changes only on restart. */
export function getSiteInfo(): Promise<SiteInfo> {
  asked ??= apiGet<SiteInfo>('/site').catch((error: unknown) => {
    asked = null; // asked again by the next page that needs it
    throw error;
  });
  return asked;
}

/**
 * The site's contacts as the server is configured (CONTACT_EMAIL, CONTACT_WHATSAPP), null until
 * they arrive (or if they cannot): the pages show no contact rather than a made-up one. A plain
 * hook, not a query: the privacy policy and the home page need it outside any query client.
 */
export function useSiteInfo(): SiteInfo | null {
  const [info, setInfo] = useState<SiteInfo | null>(null);
  useEffect(() => {
    let live = true;
    getSiteInfo().then(
      (answer) => live && setInfo(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return info;
}

/** Tests: forget the answer so the next render asks again. */
export function forgetSiteInfo(): void {
  asked = null;
}
