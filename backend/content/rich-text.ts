import sanitizeHtml from 'sanitize-html';

/**
 * What a published body may hold: the marks and blocks of the console's editor, links to web pages and mail
 * addresses. Everything else (scripts, styles, event attributes, images, frames) is dropped before storage, so
 * the advisers' pages render the stored HTML as it is.
 */
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a'],
  // target and rel are the ones set below, never the author's.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link leaves the extranet in a new tab without handing it the opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, allowlist).trim();
}

/** The text a reader sees, for "is the body empty?" checks. */
export function richTextIsEmpty(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === '';
}
