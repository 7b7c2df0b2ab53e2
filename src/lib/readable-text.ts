/**
 * Text a shopper or a screen reader can read: something besides spaces and combining marks.
 * A link named only by text without any is a link without a name, so it is left out
 * (docs/decisions/030-generated-answers.md).
 */
export const isReadable = (text: string) => /[^\s\p{M}]/u.test(text);
