/*
 * The allow-list of an event description's HTML, one for both sides: the event page sanitises
 * what it renders with it (apps/web lib/sanitize-html.ts, DOMPurify) and the API stores what
 * organizers write sanitised with it (modules/organizer-events, sanitize-html). Anything else —
 * scripts, styles, images, forms, iframes, event-handler attributes — is dropped; the text
 * inside harmless unknown tags is kept.
 */

/** The only tags a description may carry. */
export const DESCRIPTION_ALLOWED_TAGS = [
  'p',
  'h3',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'br',
  'a',
] as const;

/** The only attribute, on links only. */
export const DESCRIPTION_ALLOWED_ATTRIBUTES = ['href'] as const;

/**
 * Links may go to the web, to an e-mail address or a phone number, or stay on this site
 * (relative paths, anchors). `javascript:`, `data:`, `vbscript:` and friends are refused.
 * Tested against the address with whitespace and control characters removed (as DOMPurify
 * does), so 'java\tscript:' cannot slip through.
 */
export const DESCRIPTION_SAFE_URL =
  /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** The URL schemes a link may name explicitly. */
export const DESCRIPTION_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Whether a link's address is safe to keep (see DESCRIPTION_SAFE_URL). */
export function isSafeDescriptionUrl(href: string): boolean {
  const compact = href.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what is removed here
    /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g,
    '',
  );
  return DESCRIPTION_SAFE_URL.test(compact);
}
