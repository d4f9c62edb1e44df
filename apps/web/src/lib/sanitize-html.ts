import {
  DESCRIPTION_ALLOWED_ATTRIBUTES,
  DESCRIPTION_ALLOWED_TAGS,
  DESCRIPTION_SAFE_URL,
} from '@bilheteria/domain/description-html';
import DOMPurify from 'dompurify';

/**
 * The only tags and attribute an event description may carry, and the link addresses it may
 * keep: the allow-list the API stores descriptions with (packages/domain description-html.ts).
 * Anything else — scripts, styles, images, forms, iframes, event-handler attributes — is
 * dropped; the text inside harmless unknown tags is kept.
 */
const ALLOWED_TAGS = [...DESCRIPTION_ALLOWED_TAGS];
const ALLOWED_ATTR = [...DESCRIPTION_ALLOWED_ATTRIBUTES];

function purify(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: DESCRIPTION_SAFE_URL,
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
