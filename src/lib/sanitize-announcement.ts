import sanitizeHtml from 'sanitize-html';

/** SPEC.md 5: the announcement keeps only these tags and attributes. */
const ALLOWED_TAGS = ['a', 'u', 'p', 'b', 'i', 'em', 'strong', 'span'];
const ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'style'];

export const sanitizeAnnouncement = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, ALLOWED_ATTRIBUTES])),
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // `style` is kept as editors write it; sanitize-html drops anything that is not a declaration
    parseStyleAttributes: false,
  });
