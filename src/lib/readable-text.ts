/**
 * Text a shopper or a screen reader can read: something besides spaces and combining marks.
 * A link named only by text without any is a link without a name, so it is left out
 * (docs/decisions/030-generated-answers.md).
 */
export const isReadable = (text: string) => /[^\s\p{M}]/u.test(text);

/**
 * An image's `alt`: its text when there is some to read, else `""`, which marks the image
 * decorative. Text of spaces reads as nothing, yet `alt=" "` is no decorative mark either:
 * a screen reader announces the image by its file name (axe `image-alt`).
 */
export const altText = (text: string | undefined) =>
  text !== undefined && isReadable(text) ? text : '';
