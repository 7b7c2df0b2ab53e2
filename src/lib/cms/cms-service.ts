import { fetchEntries, fetchOneEntry, type GetContentOptions } from '@builder.io/sdk-react/edge';
import type { z } from 'zod';
import {
  ContentEntrySchema,
  LayoutModelSchemas,
  type ContentEntry,
  type LayoutModel,
} from '../../../contracts/cms.ts';
import { parseDroppingBadFields } from '../../../contracts/cms-fields.ts';
import { reportDroppedField } from './dropped-fields.ts';

/**
 * The CMS content service of SPEC.md 2.9, 5, 7 and 8 on the Builder SDK's fetch
 * functions. The SDK builds the query (apiKey, limit, noTraverse, includeRefs=true,
 * locale, enrich, omit=meta.componentsUsed, userAttributes); it sends `enrich` only
 * when it is true, so "enrich=false" is the parameter's absence.
 *
 * What the SDK does on failure (5.2.4, read in lib/edge/server-entry-*.js): a network
 * error or a non-JSON answer rejects without a log; a JSON answer without `results`
 * logs '[Builder.io]: Error fetching data.' and rejects with that body. It never
 * resolves null for a failed request. So our fetch rejects on any non-2xx status
 * before the SDK reads the body (one log line, ours, instead of two), and the service
 * logs 'Error fetching data.' itself for every failed request.
 */

export type CmsServiceOptions = {
  /** how long a page's or a layout model's result is kept; 0 turns the cache off */
  cacheMs?: number;
  apiKey: unknown;
  apiHost: string;
  locale?: string | undefined;
  fetch?: typeof fetch;
};

export type FetchOptions = { urlPath: string; enrich?: boolean };

export type PageResult =
  | { status: 'found'; entry: ContentEntry }
  | { status: 'missing' }
  | { status: 'failed'; error: Error };

/**
 * Page entries and layout models are cached for 10 s: a burst of visitors to one page
 * costs one CMS request per model, while an editor who publishes sees the change on the
 * site within seconds. Failures are not cached, so a recovered CMS is used at once.
 */
export const CACHE_TTL_MS = 10_000;
// paths come from visitors, so the caches are bounded; the oldest entry goes first
const CACHE_MAX_ENTRIES = 500;

/**
 * Results kept for `ttlMs` under a key, concurrent callers sharing one request; a result
 * `keep` refuses (a failure) is dropped as soon as it settles.
 */
const createResultCache = <T>(ttlMs: number, keep: (result: T) => boolean) => {
  const entries = new Map<string, { expires: number; result: Promise<T> }>();
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && cached.expires > now) {
      return cached.result;
    }
    entries.delete(key);
    if (entries.size >= CACHE_MAX_ENTRIES) {
      const [oldest] = entries.keys();
      entries.delete(oldest ?? key);
    }
    const result = load();
    entries.set(key, { expires: now + ttlMs, result });
    if (!keep(await result) && entries.get(key)?.result === result) {
      entries.delete(key);
    }
    return result;
  };
};

class CmsRequestError extends Error {
  override name = 'CmsRequestError';
}

const invalidOne = (model: string, cause?: unknown) =>
  new Error(`Data for model (${model}) was invalid`, { cause });
const invalidMany = (model: string, cause?: unknown) =>
  new Error(`Data for multiple models (${model}) was invalid`, { cause });

const hasData = (item: unknown) =>
  typeof item === 'object' && item !== null && 'data' in item && Boolean(item.data);

/** Logs the contract violation of one entry and returns it as an error. */
const parseEntry = (model: string, item: unknown): ContentEntry | CmsRequestError => {
  const parsed = ContentEntrySchema.safeParse(item);
  if (parsed.success) {
    return parsed.data;
  }
  const [issue] = parsed.error.issues;
  const message = `[cms] ${model}: entry violates contract at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`;
  console.error(message);
  return new CmsRequestError(message, { cause: parsed.error });
};

export const createCmsService = ({
  apiKey,
  apiHost,
  locale,
  fetch: doFetch,
  cacheMs = CACHE_TTL_MS,
}: CmsServiceOptions) => {
  if (typeof apiKey !== 'string') {
    console.error('Unable to build the CMS service, public key is invalid.');
    return undefined;
  }
  const send = doFetch ?? ((input, init) => globalThis.fetch(input, init));
  // the SDK keeps the global fetch it found when it loaded, which msw (tests, mocks)
  // patches later: hand it ours, looked up per call
  const checkedFetch = async (input: string, init?: object) => {
    const response = await send(input, init);
    if (!response.ok) {
      await response.body?.cancel();
      throw new CmsRequestError(`The CMS answered ${response.status}`);
    }
    return response;
  };

  const optionsFor = (model: string, { urlPath, enrich = false }: FetchOptions) =>
    ({
      model,
      apiKey,
      apiHost,
      enrich,
      userAttributes: { urlPath },
      fetch: checkedFetch,
      ...(locale ? { locale } : {}),
    }) satisfies GetContentOptions;

  /** The raw results, or the failure, already logged. */
  const request = async (
    run: () => Promise<unknown>,
  ): Promise<{ ok: true; value: unknown } | { ok: false; error: Error }> => {
    try {
      return { ok: true, value: await run() };
    } catch (cause) {
      const error =
        cause instanceof Error ? cause : new CmsRequestError('Error fetching data.', { cause });
      console.error('Error fetching data.', error);
      return { ok: false, error };
    }
  };

  const queryOne = (model: string, options: FetchOptions) =>
    request(() => fetchOneEntry(optionsFor(model, options)));

  /** Rejects 'Data for model ({model}) was invalid' when nothing usable came back. */
  const fetchOne = async (model: string, options: FetchOptions): Promise<ContentEntry> => {
    const result = await queryOne(model, options);
    if (!result.ok || !result.value) {
      throw invalidOne(model, result.ok ? undefined : result.error);
    }
    const entry = parseEntry(model, result.value);
    if (entry instanceof Error) {
      throw invalidOne(model, entry);
    }
    return entry;
  };

  /** Rejects 'Data for multiple models ({model}) was invalid' on an empty list or a first item without data. */
  const fetchMany = async (model: string, options: FetchOptions): Promise<ContentEntry[]> => {
    const result = await request(() => fetchEntries(optionsFor(model, options)));
    const items = result.ok && Array.isArray(result.value) ? (result.value as unknown[]) : [];
    if (!hasData(items[0])) {
      throw invalidMany(model, result.ok ? undefined : result.error);
    }
    const entries = items.map((item) => parseEntry(model, item));
    const broken = entries.find((entry) => entry instanceof Error);
    if (broken) {
      throw invalidMany(model, broken);
    }
    return entries as ContentEntry[];
  };

  const pageCache = createResultCache<PageResult>(cacheMs, (page) => page.status !== 'failed');
  const layoutCache = createResultCache<unknown>(cacheMs, (data) => data !== undefined);

  const loadPage = async (model: string, urlPath: string): Promise<PageResult> => {
    const result = await queryOne(model, { urlPath });
    if (!result.ok) {
      return { status: 'failed', error: result.error };
    }
    if (!result.value) {
      return { status: 'missing' };
    }
    const entry = parseEntry(model, result.value);
    return entry instanceof Error ? { status: 'failed', error: entry } : { status: 'found', entry };
  };

  /**
   * A content page, telling "no content" (a 404) from "the CMS failed" (an error box).
   * Cached under 'builder-page-{path}' (SPEC.md 2.9) for the page model; concurrent
   * renders of one path share one request.
   */
  const fetchPage = (model: string, urlPath: string): Promise<PageResult> =>
    pageCache(`builder-${model}-${urlPath}`, () => loadPage(model, urlPath));

  const loadLayoutModel = async (model: LayoutModel, urlPath: string) => {
    try {
      const entry = await fetchOne(model, { urlPath });
      const parsed = parseDroppingBadFields(
        LayoutModelSchemas[model],
        entry.data,
        reportDroppedField(`${model} ${entry.id}`),
      );
      if (!parsed.success) {
        throw parsed.error;
      }
      return parsed.data;
    } catch (error) {
      console.warn(`[cms] ${model}: the layout goes without it`, error);
      return undefined;
    }
  };

  /**
   * A layout model's data, or undefined: the layout renders without it rather than
   * fail because of the CMS (SPEC.md 8). Cached like pages, under 'builder-{model}-{path}'.
   */
  const fetchLayoutModel = <Model extends LayoutModel>(
    model: Model,
    urlPath: string,
  ): Promise<z.output<(typeof LayoutModelSchemas)[Model]> | undefined> =>
    // the cache holds every model's data; its key names the model the data was parsed for
    layoutCache(`builder-${model}-${urlPath}`, () => loadLayoutModel(model, urlPath)) as Promise<
      z.output<(typeof LayoutModelSchemas)[Model]> | undefined
    >;

  return { fetchOne, fetchMany, fetchPage, fetchLayoutModel };
};

export type CmsService = NonNullable<ReturnType<typeof createCmsService>>;
