import { fetchEntries, fetchOneEntry, type GetContentOptions } from '@builder.io/sdk-react/edge';
import { z } from 'zod';
import {
  ContentEntrySchema,
  ContentListItemSchema,
  LayoutModelSchemas,
  type ContentEntry,
  type LayoutModel,
} from '../../../contracts/cms.ts';
import { parseDroppingBadFields } from '../../../contracts/cms-fields.ts';
import { reportDroppedField } from './dropped-fields.ts';
import { createCachedLoader, type CachedLoader } from '../cache/cache.ts';
import { createMemoryCache } from '../cache/memory-cache.ts';
import { cacheTags } from '../cache-tags.ts';

/**
 * The CMS content service of docs/behaviour.md#cms-pages, #validation, #calls and #failures on the Builder SDK's fetch
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
  /** where results are kept (the server's shared cache); by default a cache of this service's own */
  cached?: CachedLoader;
  apiKey: unknown;
  apiHost: string;
  locale?: string | undefined;
  fetch?: typeof fetch;
  /**
   * Ends each CMS request after this long. Results are shared by concurrent renders, so
   * a request is not tied to any one visitor's signal: the time box alone bounds it.
   */
  timeoutMs?: number;
};

export type FetchOptions = { urlPath: string; enrich?: boolean };

export type PageResult =
  | { status: 'found'; entry: ContentEntry }
  | { status: 'missing' }
  | { status: 'failed'; error: Error };

type LayoutResult =
  { status: 'found'; data: unknown } | { status: 'missing' } | { status: 'failed'; error: Error };

/**
 * Page entries and layout models are cached for 10 s: a burst of visitors to one page
 * costs one CMS request per model, while an editor who publishes sees the change on the
 * site within seconds (at once with the publish webhook). Failures are not cached, so a
 * recovered CMS is used at once.
 */
export const CACHE_TTL_MS = 10_000;

// the content API's page size limit; 50 pages bound a runaway listing at 5,000 entries
const LIST_PAGE_SIZE = 100;
const LIST_MAX_PAGES = 50;

class CmsRequestError extends Error {
  override name = 'CmsRequestError';
  /** the CMS's HTTP status, when it answered one */
  readonly status: number | undefined;

  constructor(message: string, { status, ...options }: ErrorOptions & { status?: number } = {}) {
    super(message, options);
    this.status = status;
  }
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
  cached = createCachedLoader(createMemoryCache()),
  timeoutMs,
}: CmsServiceOptions) => {
  if (typeof apiKey !== 'string') {
    console.error('Unable to build the CMS service, public key is invalid.');
    return undefined;
  }
  const send = doFetch ?? ((input, init) => globalThis.fetch(input, init));
  // the SDK keeps the global fetch it found when it loaded, which msw (tests, mocks)
  // patches later: hand it ours, looked up per call
  const checkedFetch = async (input: string, init?: RequestInit) => {
    const response = await send(input, {
      ...init,
      ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new CmsRequestError(`The CMS answered ${response.status}`, {
        status: response.status,
      });
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

  // the shared cache outlives this service and serves every locale: the key names both
  const cacheOptions = <T>(model: string, urlPath: string, keep: (value: T) => boolean) => ({
    ttlMs: cacheMs,
    tags: [cacheTags.cms, cacheTags.cmsModel(model), cacheTags.cmsPath(model, urlPath)],
    keep,
  });
  const cacheKey = (model: string, urlPath: string) =>
    `${locale ?? 'default'}:builder-${model}-${urlPath}`;

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
   * Cached under 'builder-page-{path}' (docs/behaviour.md#cms-pages) for the page model; concurrent
   * renders of one path share one request.
   */
  const fetchPage = (model: string, urlPath: string): Promise<PageResult> =>
    cached(
      cacheKey(model, urlPath),
      cacheOptions<PageResult>(model, urlPath, (page) => page.status !== 'failed'),
      () => loadPage(model, urlPath),
    );

  const loadLayoutModel = async (model: LayoutModel, urlPath: string): Promise<LayoutResult> => {
    const result = await queryOne(model, { urlPath });
    if (!result.ok) {
      console.warn(`[cms] ${model}: the layout goes without it`, result.error);
      return { status: 'failed', error: result.error };
    }
    if (!result.value) {
      // the normal state of a model nobody filled for this path (no campaign, no banner)
      return { status: 'missing' };
    }
    const entry = parseEntry(model, result.value);
    const parsed =
      entry instanceof Error
        ? { success: false as const, error: entry }
        : parseDroppingBadFields(
            LayoutModelSchemas[model],
            entry.data,
            reportDroppedField(`${model} ${entry.id}`),
          );
    if (!parsed.success) {
      console.warn(`[cms] ${model}: the layout goes without it`, parsed.error);
      return { status: 'failed', error: parsed.error };
    }
    return { status: 'found', data: parsed.data };
  };

  /**
   * A layout model's data, or undefined when the CMS has none for the path; rejects when
   * the CMS failed or answered off the model's schema, so the page goes without it and
   * knows it did (docs/behaviour.md#failures). No entry is cached like an entry, a failure
   * not at all, under 'builder-{model}-{path}'.
   */
  const fetchLayoutModel = async <Model extends LayoutModel>(
    model: Model,
    urlPath: string,
  ): Promise<z.output<(typeof LayoutModelSchemas)[Model]> | undefined> => {
    const result = await cached(
      // a result, not bare data as before: entries kept in the old shape are never read
      `${cacheKey(model, urlPath)}:result`,
      cacheOptions<LayoutResult>(model, urlPath, (loaded) => loaded.status !== 'failed'),
      () => loadLayoutModel(model, urlPath),
    );
    if (result.status === 'failed') {
      throw result.error;
    }
    // the cache holds every model's data; its key names the model the data was parsed for
    return result.status === 'found'
      ? (result.data as z.output<(typeof LayoutModelSchemas)[Model]>)
      : undefined;
  };

  /**
   * Every URL path the model's entries are published under, whatever their targeting,
   * fetched a page of LIST_PAGE_SIZE at a time (the sitemap). Rejects when the CMS fails,
   * so a failure is never cached as an empty site.
   */
  const listUrlPaths = async (model: string): Promise<string[]> => {
    const paths = new Set<string>();
    for (let page = 0; page < LIST_MAX_PAGES; page += 1) {
      const result = await request(() =>
        fetchEntries({
          model,
          apiKey,
          apiHost,
          limit: LIST_PAGE_SIZE,
          offset: page * LIST_PAGE_SIZE,
          fields: 'id,data.url',
          options: { noTargeting: true },
          fetch: checkedFetch,
        }),
      );
      if (!result.ok) {
        throw result.error;
      }
      const items = z.array(ContentListItemSchema).parse(result.value ?? []);
      items.flatMap((item) => [item.data?.url ?? []].flat()).forEach((path) => paths.add(path));
      if (items.length < LIST_PAGE_SIZE) {
        break;
      }
    }
    return [...paths].filter((path) => path.startsWith('/')).sort();
  };

  return { fetchOne, fetchMany, fetchPage, fetchLayoutModel, listUrlPaths };
};

export type CmsService = NonNullable<ReturnType<typeof createCmsService>>;
