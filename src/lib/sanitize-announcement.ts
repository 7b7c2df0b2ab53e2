import sanitizeHtml from 'sanitize-html';
import { rememberLast } from './remember-last.ts';

/** docs/behaviour.md#validation: the announcement keeps only these tags and attributes. */
const ALLOWED_TAGS = ['a', 'u', 'p', 'b', 'i', 'em', 'strong', 'span'];
const ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'style'];

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i];
const ALLOWED_STYLES = {
  color: COLOUR,
  'background-color': COLOUR,
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
  'font-size': [/^\d+(\.\d+)?(px|em|rem|%)$/],
};

// the same banner on every page of a campaign: sanitised once
export const sanitizeAnnouncement = rememberLast((html: string): string =>
  sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, ALLOWED_ATTRIBUTES])),
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // `style` is for emphasis in a one-line banner; declarations that could move, cover or
    // load anything (position, inset, url(), …) are dropped
    allowedStyles: { '*': ALLOWED_STYLES },
  }),
);
