/**
 * JSON for inside a <script> element: `<` (and `>`, `&`, the JavaScript line
 * separators) become \\u escapes, so no value, however written, can close the script or
 * open a comment; the parsed value is unchanged.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
