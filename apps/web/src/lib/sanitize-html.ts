import DOMPurify from 'dompurify';

/**
 * The only tags an event description may carry (organizers write it; visitors read it).
 * Anything else — scripts, styles, images, forms, iframes, event-handler attributes — is
 * dropped; the text inside harmless unknown tags is kept.
 */
const ALLOWED_TAGS = ['p', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'br', 'a'];
const ALLOWED_ATTR = ['href'];

/**
 * Links may go to the web, to an e-mail address or a phone number, or stay on this site
 * (relative paths, anchors). `javascript:`, `data:`, `vbscript:` and friends are refused.
 */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

function purify(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    RETURN_DOM: false,
    RETURN_DOM_FRAGMENT: false,
    RETURN_TRUSTED_TYPE: false,
  });
}

/**
 * DOMPurify hands its input back untouched where it cannot run, and misbehaves on DOMs that
 * stray from the standard. Check once that it really sanitises; if not, render nothing.
 */
let worksHere: boolean | undefined;
function sanitizerWorks(): boolean {
  worksHere ??=
    DOMPurify.isSupported &&
    purify('<p><b>a</b></p><script>b</script><em>c</em>') === '<p>a</p><em>c</em>';
  return worksHere;
}

/**
 * Description HTML made safe to render with `dangerouslySetInnerHTML`: the result only holds
 * p, h3, strong, em, ul, ol, li, br and a[href] with a safe address ('' when the browser
 * cannot sanitise). Never render an event's HTML without passing it through here.
 */
export function sanitizeHtml(html: string): string {
  if (!html || !sanitizerWorks()) return '';
  return purify(html);
}
