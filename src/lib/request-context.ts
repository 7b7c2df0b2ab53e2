import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Choice } from '../../contracts/personalisation.ts';
import type { Country, User } from '../../contracts/site-api.ts';
import { DEFAULT_COUNTRY, DEFAULT_LOCALE, type KnownLocale } from './locale.ts';

/** What the page-wide middleware learnt about the request being served. */
export type RequestContext = {
  /** the CSP nonce of this response; absent where no CSP is sent (dev) */
  nonce: string | undefined;
  /** the address of the page being served (for an in-app navigation, its page's) */
  url: string | undefined;
  locale: string;
  knownLocales: readonly KnownLocale[];
  country: Country;
  /** the shopper, when the site API told us; undefined while unknown */
  user: User | undefined;
  /** personalisation choices for this page path */
  choices: readonly Choice[];
  chatCampaignEnabled: boolean;
};

export const createRequestContext = (overrides: Partial<RequestContext> = {}): RequestContext => ({
  nonce: undefined,
  url: undefined,
  locale: DEFAULT_LOCALE,
  knownLocales: [
    { code: DEFAULT_LOCALE, language: 'en', domain: undefined, country: DEFAULT_COUNTRY },
  ],
  country: DEFAULT_COUNTRY,
  user: undefined,
  choices: [],
  chatCampaignEnabled: false,
  ...overrides,
});

/*
 * On globalThis because Vite may evaluate this module once per server environment
 * (the middleware's and the renderer's); both must see the same store.
 */
const STORAGE_KEY = Symbol.for('storefront.request-context');
const globals = globalThis as typeof globalThis & {
  [STORAGE_KEY]?: AsyncLocalStorage<RequestContext>;
};
const storage = (globals[STORAGE_KEY] ??= new AsyncLocalStorage());

export const runWithRequestContext = <T>(context: RequestContext, fn: () => T): T =>
  storage.run(context, fn);

/** The current request's context; defaults outside a request (build, tests). */
export const getRequestContext = (): RequestContext => storage.getStore() ?? createRequestContext();

export const hasRequestContext = (): boolean => storage.getStore() !== undefined;

/** Middleware after the first fills in what it learnt. */
export const updateRequestContext = (patch: Partial<RequestContext>): void => {
  const context = storage.getStore();
  if (context) {
    Object.assign(context, patch);
  }
};

/** The nonce our own inline and third-party scripts carry (undefined in dev). */
export const getNonce = (): string | undefined => getRequestContext().nonce;
