import type { Attributes } from '@opentelemetry/api';
import type { BackendCall } from '../../../contracts/calls.ts';
import type { CountryLocale, User } from '../../../contracts/site-api.ts';
import type { Config } from '../config.ts';
import {
  DEFAULT_KNOWN_LOCALES,
  localeGuess,
  resolveLocale,
  toKnownLocales,
  type NamedLocale,
  type ResolvedLocale,
} from '../locale.ts';
import { getLogger } from '../logger.ts';
import { getMetrics } from '../metrics.ts';
import { runInTrace } from '../trace-context.ts';
import { startCallSpan } from '../tracing.ts';
import { describeFailure, type BackendFailure } from './backend-failure.ts';
import { timeBoxed } from './time-box.ts';

export type PageTimeouts = Config['timeouts'];

export const asError = (error: unknown) =>
  error instanceof Error ? error : new Error(String(error), { cause: error });

/**
 * The backend calls of one answer (docs/behaviour.md#calls): each has its own time box
 * inside the answer's budget, and all of them end when the client goes away; a call that
 * fails or runs out of time takes its fallback (docs/behaviour.md#failures), so every
 * promise they give resolves, none rejects. Each is named by the one catalogue of calls
 * (contracts/calls.ts: `site-api.cart`, `cms.page`…), which is how it is counted and logged.
 */
export const startBackendCalls = (signal: AbortSignal, timeouts: PageTimeouts) => {
  const budget = AbortSignal.any([signal, AbortSignal.timeout(timeouts.pageBudgetMs)]);
  let degraded = false;
  const boxed = <T>(
    name: BackendCall,
    timeoutMs: number,
    call: (signal: AbortSignal) => Promise<T>,
    fallback: (error: unknown) => T,
  ) => {
    const started = performance.now();
    const [backend = name] = name.split('.');
    const span = startCallSpan(backend, name);
    let finished = false;
    // once: an answer that comes after the time box was already counted as the time box
    const finish = (outcome: BackendFailure['outcome'] | 'ok', details: Attributes = {}) => {
      if (finished) {
        return;
      }
      finished = true;
      getMetrics().backendCallSeconds.observe(
        { backend, call: name, outcome },
        (performance.now() - started) / 1000,
      );
      span?.end(outcome, details);
    };
    return timeBoxed(
      async (callSignal) => {
        // made in the call's span, so the backend's traceparent names it as the parent
        const value = await (span
          ? runInTrace(span.trace, () => call(callSignal))
          : call(callSignal));
        finish('ok');
        return value;
      },
      { name, timeoutMs, signal: budget },
      (error) => {
        degraded = true;
        const failure = describeFailure(error, budget.aborted);
        finish(failure.outcome, {
          ...('status' in failure ? { 'http.response.status_code': failure.status } : {}),
          ...('errorKind' in failure ? { 'error.type': failure.errorKind } : {}),
        });
        // one line per time box or failure, in words a dashboard can count
        const fields = { backend, call: name, elapsedMs: Math.round(performance.now() - started) };
        if (failure.outcome === 'time-box') {
          getLogger().warn(
            { ...fields, timeoutMs },
            `${name} did not answer in time: the page goes on without it`,
          );
        } else {
          const why =
            'status' in failure ? { status: failure.status } : { errorKind: failure.errorKind };
          getLogger().warn({ ...fields, ...why }, `${name} failed: the page goes on without it`);
        }
        return fallback(error);
      },
    );
  };
  return {
    /** aborts when the client goes away or the budget runs out */
    signal: budget,
    /** whether any call so far took its fallback: the answer shows less than it should */
    get degraded() {
      return degraded;
    },
    boxed,
    /** A site-API call: its time box, inside the budget. */
    siteApi: <T>(
      name: BackendCall,
      call: (signal: AbortSignal) => Promise<T>,
      fallback: (error: unknown) => T,
    ) => boxed(name, timeouts.siteApiMs, call, fallback),
  };
};

export type BackendCalls = ReturnType<typeof startBackendCalls>;

/**
 * The answer's locale by the one rule (src/lib/locale.ts), from the country list, and a way
 * to start a call that needs it before it settles: with the locale the request names,
 * asked again only when the answers settle on another one (a signed-in shopper without a
 * locale cookie whose account is in another country). A known locale the request names
 * waits for the country list only, never for the account.
 */
export const startLocale = (
  calls: BackendCalls,
  countries: (signal: AbortSignal) => Promise<readonly CountryLocale[]>,
  named: NamedLocale,
  account?: () => Promise<User | null | undefined>,
) => {
  const guess = localeGuess(named);
  const locale: Promise<ResolvedLocale> = calls
    .siteApi('site-api.countries', countries, (error) => {
      console.error('Unable to fetch locales', error);
      return undefined;
    })
    .then((list) =>
      resolveLocale(list ? toKnownLocales(list) : DEFAULT_KNOWN_LOCALES, named, account),
    );
  return {
    locale,
    /** the locale the request names (en-US when none): what the page says before `locale` settles */
    guess,
    /** A call that needs the locale: started with the guess, asked again if the guess was wrong. */
    forLocale: <T>(start: (code: string) => Promise<T>): Promise<T> => {
      const early = start(guess);
      return locale.then((resolved) =>
        resolved.locale === guess ? early : start(resolved.locale),
      );
    },
  };
};
