/** How the site names itself, on the server (page tags) and in the browser (tab titles). */
export const SITE_NAME = 'Bilheteria';
export const SITE_TITLE = `${SITE_NAME} — Eventos Corporativos`;
export const SITE_DESCRIPTION =
  'Encontre os melhores eventos corporativos: conferências, workshops e fóruns sobre RPA, IA, blockchain e gestão de documentos.';
import { z } from 'zod';

/**
 * Where people reach the site (the home page's contact section, the privacy policy): set by
 * the server's CONTACT_EMAIL and CONTACT_WHATSAPP and read by the web at GET /api/site. These
 * are the demo's values, fictional but well-formed: `.example` is a reserved domain (RFC 2606)
 * and the number is not in service.
 */
export const DEMO_CONTACT_EMAIL = 'contato@bilheteria.example';
export const DEMO_CONTACT_WHATSAPP = '5511900000000';

/** A WhatsApp number as wa.me takes it: country code and number, digits only (E.164). */
export const WHATSAPP_NUMBER = /^[1-9]\d{9,14}$/;

/** GET /api/site: how to reach the site. */
export const siteInfoSchema = z.object({
  contato: z.object({
    email: z.email(),
    /** Digits only, with the country code ('5511987654321'). */
    whatsapp: z.string().regex(WHATSAPP_NUMBER),
  }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** The WhatsApp conversation link, with the first message filled in. */
export function whatsappLink(number: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent('Olá! Quero saber mais sobre os eventos.')}`;
}

/** A page's title: 'Página | Bilheteria', or the site's own for a page without one. */
export function pageTitle(title: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_TITLE;
}
