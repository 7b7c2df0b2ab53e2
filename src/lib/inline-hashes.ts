import { createHash } from 'node:crypto';

/**
 * The CSP hash sources of a document's inline scripts and styles, for a document sent to
 * many visitors, where a nonce would be no nonce (docs/decisions/020-shared-documents.md).
 * A browser hashes an element's text exactly as it stands in the markup (script and style
 * text is raw: no entity is decoded), so the hash of the text between the tags is the one
 * it checks. Scripts with a `src` are allowed by origin, as before.
 */
export type InlineHashes = { scripts: readonly string[]; styles: readonly string[] };

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const hashesOf = (html: string, pattern: RegExp) => [
  ...new Set([...html.matchAll(pattern)].map((match) => hashOf(match[1] ?? ''))),
];

export const inlineHashes = (html: string): InlineHashes => ({
  scripts: hashesOf(html, INLINE_SCRIPT),
  styles: hashesOf(html, INLINE_STYLE),
});
