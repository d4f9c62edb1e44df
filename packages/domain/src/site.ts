/** How the site names itself, on the server (page tags) and in the browser (tab titles). */
export const SITE_NAME = 'Bilheteria';
export const SITE_TITLE = `${SITE_NAME} — Eventos Corporativos`;
export const SITE_DESCRIPTION =
  'Encontre os melhores eventos corporativos: conferências, workshops e fóruns sobre RPA, IA, blockchain e gestão de documentos.';
/**
 * Where people write to the site (the home page's contact section, the privacy policy).
 * Fictional but well-formed: `.example` is a reserved domain (RFC 2606).
 */
export const SITE_CONTACT_EMAIL = 'contato@bilheteria.example';

/** A page's title: 'Página | Bilheteria', or the site's own for a page without one. */
export function pageTitle(title: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_TITLE;
}
