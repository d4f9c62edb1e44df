import { REF_QUERY_PARAM } from './referral';
import { paths } from './paths';

/**
 * An affiliate's links (spec §2 "Affiliate portal"): the catalog, `/events?ref=CODE`, and one
 * event, `/event/{id}?ref=CODE`. Whoever opens one and buys credits the code (lib/referral.ts).
 */
export function affiliateCatalogLink(code: string, origin: string = window.location.origin) {
  return withRef(paths.events(), code, origin);
}

export function affiliateEventLink(
  eventId: string,
  code: string,
  origin: string = window.location.origin,
) {
  return withRef(paths.eventCard(eventId), code, origin);
}

function withRef(pathname: string, code: string, origin: string): string {
  const url = new URL(pathname, origin);
  url.searchParams.set(REF_QUERY_PARAM, code);
  return url.href;
}
