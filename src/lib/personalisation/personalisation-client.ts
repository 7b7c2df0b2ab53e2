import {
  ChooseVariationsResponseSchema,
  type ChooseVariationsQuery,
  type ChooseVariationsResponse,
  type TrackEvent,
} from '../../../contracts/personalisation.ts';
import type { Config } from '../config.ts';
import { pageContextFor } from './personalisation-rules.ts';

/**
 * The personalisation service under /{provider}/ (SPEC.md 2.2, 3, 7). Personalisation
 * only ever improves a page: every failure ends here, logged, and callers get undefined.
 */

export const VISITOR_COOKIE = '_dyid_server';

type Settings = Config['personalisation'] & { fetch?: typeof fetch };

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const createPersonalisationClient = ({
  url,
  provider,
  sectionId,
  sectionIdCanada,
  timeoutMs,
  fetch: fetchFn,
}: Settings) => {
  const base = `${url.replace(/\/+$/, '')}/${provider}`;
  const doFetch: typeof fetch = fetchFn ?? ((input, init) => globalThis.fetch(input, init));

  /** The variations for a page, or undefined when the service fails or is slower than timeoutMs. */
  const chooseVariations = async ({
    pagePath,
    locale,
    visitorId,
    signal,
  }: {
    pagePath: string;
    locale: string;
    visitorId?: string | undefined;
    signal?: AbortSignal | undefined;
  }): Promise<ChooseVariationsResponse | undefined> => {
    const context = pageContextFor(pagePath);
    const query: ChooseVariationsQuery = {
      pagePath,
      pageType: context.type,
      pageData: context.data,
      // en-CA has a section of its own (SPEC.md 9); locale codes may come with '_'
      sectionId: locale.replace('_', '-') === 'en-CA' ? sectionIdCanada : sectionId,
    };
    const search = new URLSearchParams([
      ['pagePath', query.pagePath],
      ['pageType', query.pageType],
      ...query.pageData.map((value) => ['pageData', value]),
      ['sectionId', query.sectionId],
    ]);
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await doFetch(`${base}/ab/choose-variations?${search.toString()}`, {
        headers: {
          accept: 'application/json',
          ...(visitorId ? { cookie: `${VISITOR_COOKIE}=${encodeURIComponent(visitorId)}` } : {}),
        },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) {
        throw new Error(`status ${response.status}`);
      }
      const answer = ChooseVariationsResponseSchema.safeParse(await response.json());
      if (!answer.success) {
        const [issue] = answer.error.issues;
        throw new Error(`response violates contract at ${issue?.path.join('.') || '(root)'}`);
      }
      return answer.data;
    } catch (error) {
      // the page was abandoned: nobody is waiting for the answer or the log line
      if (!signal?.aborted) {
        const reason = timeout.aborted ? `no answer within ${timeoutMs} ms` : describe(error);
        console.error(`[personalisation] choose-variations for ${pagePath}: ${reason}`);
      }
      return undefined;
    }
  };

  /** Sends tracking events; the answer is not read (SPEC.md 7), a failure is only logged. */
  const trackEvents = async (events: readonly TrackEvent[]): Promise<void> => {
    if (events.length === 0) {
      return;
    }
    try {
      const response = await doFetch(`${base}/track-events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(events),
      });
      await response.body?.cancel();
      if (!response.ok) {
        throw new Error(`status ${response.status}`);
      }
    } catch (error) {
      console.error(`[personalisation] track-events: ${describe(error)}`);
    }
  };

  return { chooseVariations, trackEvents };
};

export type PersonalisationClient = ReturnType<typeof createPersonalisationClient>;
