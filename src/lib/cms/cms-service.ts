import { fetchEntries, fetchOneEntry } from '@builder.io/sdk-react/edge';
import { z } from 'zod';
import {
  ContentEntrySchema,
  LayoutModelSchemas,
  PAGE_MODEL,
  type ContentEntry,
  type LayoutModel,
} from '../../../contracts/cms.ts';

/**
 * The CMS content service of SPEC.md 2.9, 5, 7 and 8, on the Builder SDK's
 * fetchOneEntry/fetchEntries. It resolves with validated entries or rejects with the
 * messages of SPEC.md 8; nothing unvalidated leaves it.
 */

/**
 * How long a fetched page is reused. Short enough that an editor's publish shows up
 * within seconds without a purge hook; long enough that a burst of traffic on one page
 * (a campaign link, a crawler) costs one CMS request instead of one per view.
 */
export const PAGE_CACHE_TTL_MS = 10_000;

export type FetchOptions = { urlPath: string; enrich?: boolean };

type CmsServiceOptions = {
  /** the public CMS key; anything but a string means the service cannot be built */
  apiKey: unknown;
  apiHost: string;
  locale?: string | undefined;
};

/**
 * What the SDK's fetch sees. The SDK reads only `.json()` and, when the answer has no
 * `results`, logs '[Builder.io]: Error fetching data.' and throws; turning a network
 * error, an HTTP error or a body that is not JSON into such an answer gives every request
 * failure that one log line (SPEC.md 8). The global fetch is looked up per call because
 * the SDK captures its own at import time, before msw can install one.
 */
const fetchForSdk = async (input: string, init?: object) => {
  const failure = (reason: string) => ({ json: async () => ({ error: reason }) });
  let response: Response;
  try {
    response = await globalThis.fetch(input, init);
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    return failure(`status ${response.status}`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  return body === undefined ? failure('the answer is not JSON') : { json: async () => body };
};

export type LayoutModelData<Model extends LayoutModel> = z.infer<
  (typeof LayoutModelSchemas)[Model]
>;

type Cached = { value: Promise<ContentEntry>; expires: number };

export const createCmsService = ({ apiKey, apiHost, locale }: CmsServiceOptions) => {
  if (typeof apiKey !== 'string') {
    console.error('Unable to build the CMS service, public key is invalid.');
    return undefined;
  }

  const sdkOptions = (model: string, { urlPath, enrich = false }: FetchOptions) => ({
    model,
    apiKey,
    apiHost,
    userAttributes: { urlPath },
    ...(locale ? { locale } : {}),
    // The SDK writes `enrich` only when it is true; its `options` are copied into the
    // query as they are, so enrich=false is sent too, as SPEC.md 7 asks.
    options: { enrich },
    fetch: fetchForSdk,
  });

  // a request failure was logged by the SDK; here it is the same as no content
  const settle = <T>(request: Promise<T>) => request.catch(() => undefined);

  const fetchOne = async (model: string, options: FetchOptions): Promise<ContentEntry> => {
    const found = await settle(fetchOneEntry(sdkOptions(model, options)));
    const entry = ContentEntrySchema.safeParse(found);
    if (!found || !entry.success) {
      throw new Error(`Data for model (${model}) was invalid`, {
        ...(found ? { cause: entry.error } : {}),
      });
    }
    return entry.data;
  };

  const fetchMany = async (model: string, options: FetchOptions): Promise<ContentEntry[]> => {
    const found = await settle(fetchEntries(sdkOptions(model, options)));
    const entries = z.array(ContentEntrySchema).min(1).safeParse(found);
    if (!entries.success) {
      throw new Error(`Data for multiple models (${model}) was invalid`, { cause: entries.error });
    }
    return entries.data;
  };

  const pages = new Map<string, Cached>();

  /** fetchOne, reused for PAGE_CACHE_TTL_MS under 'builder-page-{path}'; failures are not kept. */
  const fetchPage = (model: string, urlPath: string): Promise<ContentEntry> => {
    // SPEC.md 2.9 names the key for the page model; another model gets its own prefix
    const key = model === PAGE_MODEL ? `builder-page-${urlPath}` : `builder-${model}-${urlPath}`;
    const now = Date.now();
    const cached = pages.get(key);
    if (cached && cached.expires > now) {
      return cached.value;
    }
    for (const [stale, { expires }] of pages) {
      if (expires <= now) {
        pages.delete(stale);
      }
    }
    const value = fetchOne(model, { urlPath });
    pages.set(key, { value, expires: now + PAGE_CACHE_TTL_MS });
    value.catch(() => {
      if (pages.get(key)?.value === value) {
        pages.delete(key);
      }
    });
    return value;
  };

  /**
   * A layout model's data for a path, or undefined: the layout must render whatever the
   * CMS does, so every failure is logged here and goes no further.
   */
  const fetchLayoutModel = async <Model extends LayoutModel>(
    model: Model,
    urlPath: string,
  ): Promise<LayoutModelData<Model> | undefined> => {
    try {
      const entry = await fetchOne(model, { urlPath });
      const data = LayoutModelSchemas[model].safeParse(entry.data);
      if (!data.success) {
        const [issue] = data.error.issues;
        console.error(
          `[cms] ${model} for ${urlPath}: content violates contract at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
        );
        return undefined;
      }
      // TypeScript cannot follow a generic key through the schema map; the schema is Model's
      return data.data as LayoutModelData<Model>;
    } catch (error) {
      console.error(
        `[cms] ${model} for ${urlPath}: left out, ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    }
  };

  return { fetchOne, fetchMany, fetchPage, fetchLayoutModel };
};

export type CmsService = NonNullable<ReturnType<typeof createCmsService>>;
