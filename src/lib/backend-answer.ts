/**
 * The most a backend answer may be, decompressed (docs/decisions/022-bounded-backend-calls.md).
 * The largest answers we read (a CMS page entry with its blocks, a list of 100 entries)
 * are tens of kB; a page needs nothing near this, and a runaway or hostile backend must
 * not fill the process's memory or its event loop.
 */
export const BACKEND_ANSWER_MAX_BYTES = 2 * 1024 * 1024;

/** Why an answer was not read to its end. */
export class AnswerTooLargeError extends Error {
  override name = 'AnswerTooLargeError';
}

/**
 * `response` with its body cut off at `maxBytes`: a declared length (the compressed size
 * on the wire) over the cap fails at once, before a byte is read; the body, as fetch
 * decompresses it, is counted while it streams and errors at the cap, which cancels the
 * download (a gzip bomb is never inflated past it). Only the call that reads it fails.
 */
export const capAnswer = (response: Response, maxBytes = BACKEND_ANSWER_MAX_BYTES): Response => {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    void response.body?.cancel();
    throw new AnswerTooLargeError(`the answer declares ${declared} bytes; at most ${maxBytes}`);
  }
  if (!response.body) {
    return response;
  }
  let seen = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          controller.error(new AnswerTooLargeError(`the answer passed ${maxBytes} bytes`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(counted, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};
