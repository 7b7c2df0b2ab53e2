import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createGzip, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { isBuildFilePath, isServedBuildFile } from '../guards/build-files.ts';

// text the browser reads: pages, RSC payloads, scripts, styles, JSON, SVG
const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
// smaller than this, the gzip header and a round of CPU buy nothing
const MIN_BYTES = 1024;
/** Build files never change under their name: each is compressed once. */
const ASSET_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Whether the client takes gzip: named (or `*`) in Accept-Encoding without q=0. */
export const acceptsGzip = (header: string | null): boolean =>
  (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    return (name === 'gzip' || name === '*') && !refused;
  });

/** Whether the request may get a gzip body: the client takes it, and a body is sent at all. */
export const takesGzip = (request: Request) =>
  request.method !== 'HEAD' && acceptsGzip(request.headers.get('accept-encoding'));

const compressible = (request: Request, response: Response) => {
  const { headers } = response;
  const length = Number(headers.get('content-length') ?? Infinity);
  return (
    takesGzip(request) &&
    response.body !== null &&
    response.status !== 204 &&
    response.status !== 206 &&
    !headers.has('content-encoding') &&
    !/\bno-transform\b/.test(headers.get('cache-control') ?? '') &&
    length >= MIN_BYTES &&
    COMPRESSIBLE.test(headers.get('content-type') ?? '')
  );
};

/** A build file as first served, compressed: later requests neither read nor compress it. */
type CompressedAsset = { bytes: Uint8Array<ArrayBuffer>; headers: Headers };

const compressedHeaders = (response: Response) => {
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) {
    headers.set('etag', `W/${etag}`);
  }
  return headers;
};

/**
 * A streamed body compressed as it streams: every chunk the app writes is flushed on,
 * so the shell of a page still reaches the browser at once
 * (docs/decisions/011-streaming-shell.md). A client that leaves ends the app's stream too.
 */
const gzipStream = (body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> => {
  // level 3: half the CPU of the default level for 8 % more bytes on a page
  const gzip = createGzip({ flush: constants.Z_SYNC_FLUSH, level: 3 });
  pipeline(Readable.fromWeb(body as NodeReadableStream), gzip, () => {
    // an error or a client gone: the pipeline has already ended both sides
  });
  return Readable.toWeb(gzip) as ReadableStream<Uint8Array>;
};

/**
 * Sends text gzip-compressed to clients that accept it (`COMPRESSION`, on by default; off
 * where a CDN in front compresses). Wraps the server's fetch, like the immutable-asset
 * headers, because waku's Node adapter answers build files before any middleware runs.
 * Build files are compressed once, at the best level, and kept; pages and payloads are
 * compressed as they stream.
 */
export const withCompression = <Rest extends unknown[]>(
  fetch: (request: Request, ...rest: Rest) => Response | Promise<Response>,
  enabled: () => boolean,
) => {
  const assets = new LRUCache<string, CompressedAsset>({
    maxSize: ASSET_CACHE_MAX_BYTES,
    sizeCalculation: ({ bytes }) => bytes.byteLength || 1,
  });
  const servedAsset = ({ bytes, headers }: CompressedAsset) =>
    new Response(bytes, { headers: new Headers(headers) });

  return async (request: Request, ...rest: Rest) => {
    const { pathname } = new URL(request.url);
    const isAsset = isBuildFilePath(pathname);
    const kept =
      isAsset &&
      request.method === 'GET' &&
      !request.headers.has('range') &&
      enabled() &&
      takesGzip(request)
        ? assets.get(pathname)
        : undefined;
    if (kept) {
      return servedAsset(kept);
    }
    const response = await fetch(request, ...rest);
    if (!enabled() || !compressible(request, response)) {
      return response;
    }
    if (isServedBuildFile(request, response)) {
      const raw = new Uint8Array(await response.arrayBuffer());
      const asset: CompressedAsset = {
        bytes: new Uint8Array(gzipSync(raw, { level: constants.Z_BEST_COMPRESSION })),
        headers: compressedHeaders(response),
      };
      asset.headers.set('content-length', String(asset.bytes.byteLength));
      assets.set(pathname, asset);
      return servedAsset(asset);
    }
    return new Response(gzipStream(response.body as ReadableStream<Uint8Array>), {
      status: response.status,
      statusText: response.statusText,
      headers: compressedHeaders(response),
    });
  };
};
