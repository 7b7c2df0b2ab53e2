import { inlineHashes, type InlineHashes } from './inline-hashes.ts';

/**
 * A page's HTML as it goes to everyone (docs/decisions/020-shared-documents.md): the
 * response's nonce taken out of it (128 random bits of that response alone, so nothing else
 * in the page contains it; the attributes stay as `nonce=""`), and the hashes of its inline
 * scripts and styles, which its CSP names instead. A nonce sent to many visitors would be no
 * nonce.
 */
export type SharedDocument = { html: string; hashes: InlineHashes };

export const sharedDocumentOf = (html: string, nonce: string): SharedDocument => {
  const shared = html.replaceAll(nonce, '');
  return { html: shared, hashes: inlineHashes(shared) };
};
