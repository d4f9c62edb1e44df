import {
  DESCRIPTION_ALLOWED_ATTRIBUTES,
  DESCRIPTION_ALLOWED_TAGS,
  DESCRIPTION_URL_SCHEMES,
  isSafeDescriptionUrl,
} from '@bilheteria/domain/description-html';
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...DESCRIPTION_ALLOWED_TAGS],
  allowedAttributes: { a: [...DESCRIPTION_ALLOWED_ATTRIBUTES] },
  allowedSchemes: [...DESCRIPTION_URL_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowedSchemesByTag: {},
  allowProtocolRelative: true,
  // Unknown tags go, their text stays; scripts and styles go with what is inside them.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template'],
  // The same address rule as the event page's DOMPurify (DESCRIPTION_SAFE_URL).
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      return {
        tagName,
        attribs: href !== undefined && isSafeDescriptionUrl(href) ? { ...rest, href } : rest,
      };
    },
  },
};

/**
 * An event description as it is stored: only the event page's allow-list (p, h3, strong, em,
 * ul, ol, li, br and a[href] with a safe address). The page sanitises again when it renders.
 */
export function sanitizeDescription(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
