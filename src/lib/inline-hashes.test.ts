import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { inlineHashes } from './inline-hashes.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('every inline script and style is hashed as written; a script with a src is not', () => {
  const html =
    '<head><style nonce="">.a{opacity:0}</style><script>self.x=1</script>' +
    '<script async src="/vendor/consent.js"></script></head>' +
    '<body><script type="module">import("/a.js")</script><script>self.x=1</script></body>';
  expect(inlineHashes(html)).toEqual({
    scripts: [sha('self.x=1'), sha('import("/a.js")')],
    styles: [sha('.a{opacity:0}')],
  });
});

test('text with entities and multi-byte characters is hashed byte for byte', () => {
  const text = 'self.__FLIGHT_DATA.push("Crème \\u003c&amp;")';
  expect(inlineHashes(`<script>${text}</script>`).scripts).toEqual([sha(text)]);
});
