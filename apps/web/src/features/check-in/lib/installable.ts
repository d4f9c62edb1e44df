/**
 * The scanner works without the network after its first visit (docs/decisions/0018): a service
 * worker scoped to /check-in/ keeps the page's code, and a web app manifest makes the link
 * installable on the phone's home screen. Both only here: the rest of the site has neither.
 */
export const SCANNER_SW_URL = '/check-in-sw.js';
export const SCANNER_SCOPE = '/check-in/';

export function registerScannerWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SCANNER_SW_URL, { scope: SCANNER_SCOPE, updateViaCache: 'none' })
    .catch(() => {
      // Without it the scanner still works, online and offline, while the page stays open.
    });
}

/**
 * The manifest names this very link as the app's start, so the installed icon opens this gate's
 * scanner. Built in the page (the token is only known here), as a blob: URL.
 */
export function linkScannerManifest(title: string): () => void {
  const origin = window.location.origin;
  const manifest = {
    name: 'Bilheteria Check-in',
    short_name: 'Check-in',
    description: title,
    lang: 'pt-BR',
    start_url: `${origin}${window.location.pathname}`,
    scope: `${origin}${SCANNER_SCOPE}`,
    id: `${origin}${window.location.pathname}`,
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#0f172a',
    icons: [
      { src: `${origin}/check-in-icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(manifest)], { type: 'application/manifest+json' }),
  );
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = url;
  document.head.append(link);
  const theme = document.createElement('meta');
  theme.name = 'theme-color';
  theme.content = manifest.theme_color;
  document.head.append(theme);
  return () => {
    link.remove();
    theme.remove();
    URL.revokeObjectURL(url);
  };
}
