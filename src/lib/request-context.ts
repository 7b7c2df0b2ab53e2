import 'server-only';
import type { Context } from 'hono';
import { tryGetContext } from 'hono/context-storage';
import type { InlineHashes } from './inline-hashes.ts';
import type { PageData } from './calls/shared-calls.ts';
import { byDeadline, type ByDeadline } from './shell-deadline.ts';

/**
 * What the pipeline knows about the request being served, set once by the first
 * middleware (src/middleware/document/request-context.ts) as a variable of the Hono context, which
 * `hono/context-storage` makes readable anywhere the request is handled: middleware,
 * server components, waku's interceptors. The one carrier of request state
 * (docs/decisions/007-request-pipeline.md).
 */
export type RequestContext = {
  /** the CSP nonce of this response; absent where no CSP is sent (dev) */
  nonce: string | undefined;
  /** the address of the page being served (for an in-app navigation, its page's) */
  pageUrl: URL;
  /** the page's backend calls: locale, shopper, cart, CMS, personalisation; started on first use */
  readonly data: PageData;
  /** when the page's first flush stops waiting for its calls (src/lib/shell-deadline.ts); started with them */
  readonly shellDeadline: Promise<void>;
  /**
   * set by errorPages while it renders the 500 page through the app inside this request:
   * that inner render answers 500. Held here, where no client can reach, not in a header
   */
  renderingErrorPage: boolean;
  /** what the render found out that changes the response's status */
  outcome: {
    contentUnavailable: boolean;
    /** a part went out as a placeholder and streamed in after the first flush */
    streamed: boolean;
    /**
     * the response is a page's shared document, sent without its nonce: the hashes of its
     * inline scripts and styles take the nonce's place in its CSP
     * (docs/decisions/020-shared-documents.md)
     */
    sharedHashes?: InlineHashes;
    /**
     * the page came from the render cache's last kept copy for its address, because its
     * content cannot be fetched now: a stale answer, never shared as fresh
     */
    stale?: boolean;
  };
};

export type RequestContextEnv = { Variables: { requestContext: RequestContext } };

const current = (): Context<RequestContextEnv> | undefined => tryGetContext<RequestContextEnv>();

/** The request's context; throws outside a request, where nothing may depend on one. */
export const getRequestContext = (): RequestContext => {
  const context = current()?.var.requestContext;
  if (!context) {
    throw new Error('No request is being served');
  }
  return context;
};

/** The nonce our own inline and third-party scripts carry (undefined in dev and outside a request). */
export const getNonce = (): string | undefined => current()?.var.requestContext?.nonce;

/** The CSP hashes of the shared document being served, if it is one. */
export const getSharedDocumentHashes = (): InlineHashes | undefined =>
  current()?.var.requestContext?.outcome.sharedHashes;

/** The page's backend calls, started together (src/lib/calls/shared-calls.ts). */
export const getPageData = (): PageData => getRequestContext().data;

/** The page's backend calls when a request is being served; undefined outside one. */
export const findPageData = (): PageData | undefined => current()?.var.requestContext?.data;

/**
 * The shopper's cookies as the request now carries them: the Hono context's request, so a
 * middleware that rewrote the request (the mock switches) is seen.
 */
export const getRequestCookies = (): string | undefined => current()?.req.header('cookie');

/**
 * The value of one of the page's calls if it is there by the shell deadline
 * (docs/decisions/011-streaming-shell.md): the part it feeds then renders in the first
 * flush, else it streams in behind a placeholder.
 */
export const byShellDeadline = <T>(promise: Promise<T>): Promise<ByDeadline<T>> =>
  byDeadline(promise, getRequestContext().shellDeadline);

/**
 * A content page the CMS could not give by the shell deadline: the response becomes a 503
 * (src/middleware/document/page-response.ts).
 */
export const markContentUnavailable = (): void => {
  getRequestContext().outcome.contentUnavailable = true;
};
