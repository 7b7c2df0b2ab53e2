import { randomFillSync } from 'node:crypto';

// each id of a request (its trace, a call's span, a document's nonce) is 8–16 bytes; asking
// the system's generator for each was 4 % of the shopper answer's CPU (`node bench/profile.mjs`),
// so bytes are drawn in batches, as Node's own randomUUID does, and never handed out twice
const POOL = Buffer.alloc(4096);
let offset = POOL.length;

/** `count` bytes from the cryptographic generator, in the given encoding. */
export const randomString = (count: number, encoding: 'hex' | 'base64'): string => {
  if (offset + count > POOL.length) {
    randomFillSync(POOL);
    offset = 0;
  }
  const bytes = POOL.toString(encoding, offset, offset + count);
  offset += count;
  return bytes;
};
