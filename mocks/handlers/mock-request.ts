import { randomUUID } from 'node:crypto';
import {
  delay,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { User } from '../../contracts/site-api.ts';
import { LOCALE_COOKIE } from '../../src/lib/locale.ts';
import type { MockSetup } from '../server/environment.ts';
import { backendOf, MOCK_CALLS, type EmptyAnswer, type MockCall } from './mock-calls.ts';
import { MOCK_SESSION_COOKIE, siteSessionCookieOf } from '../session/mock-session-routes.ts';
import { appliedWords, NO_SESSION, recordCall } from '../journal/journal.ts';
import { generatedAnswer, seedOf, shrunkAnswer } from './generated-answers.ts';
import { readRecordedSet, recordedAnswer, RECORDINGS } from '../journal/recorded.ts';
import { readServedPage, readServedRequestCookies } from './served-request.ts';
import {
  appliedPart,
  faultText,
  formatMockState,
  seededMockState,
  type AppliedPart,
  type Fault,
  type MockState,
} from '../state/mock-state.ts';
import { chosenMockState, MOCK_STATE_HEADER } from '../state/mock-state-carriers.ts';
import { faultWords } from '../state/mock-state-words.ts';
import { userOf } from '../state/mock-users.ts';

export type MockRequest = {
  state: MockState;
  user: User;
  sessionId: string;
  /** the locale the session chose: the storefront's locale cookie, as a site API on our domain reads it */
  localeCookie: string | undefined;
  /**
   * the call came with the browser's session: a shopper's own call, never a shared page's
   * render (which sees no session cookie), so only it may be priced for the shopper's group
   */
  withSession: boolean;
};

type ResolverInfo<Params extends PathParams> = Parameters<
  HttpResponseResolver<Params, DefaultBodyType>
>[0];

export const errorResponse = (status: number, message: string) =>
  HttpResponse.json({ statusCode: status, message }, { status });

// the shape of every good answer with nothing any contract accepts: a 200 a careless
// client would take for data
const CONTRACT_BREAKING = { results: 'not a list', enabled: 'maybe', lines: 7, choices: {} };

const emptyResponse = (empty: EmptyAnswer) =>
  'json' in empty ? HttpResponse.json(empty.json) : new HttpResponse(null, empty);

/** What a call answers instead of its own answer under `fault`, after any slowness. */
const faultResponse = async (
  fault: Fault,
  call: MockCall,
  request: Request,
): Promise<Response | undefined> => {
  switch (fault.kind) {
    case 'slow':
      await delay(fault.ms);
      return undefined;
    case 'down':
      return errorResponse(fault.status, `${call}: ${faultWords(fault)} (mock state)`);
    case 'breaking':
      return HttpResponse.json(CONTRACT_BREAKING);
    case 'generated': {
      const url = new URL(request.url);
      const seed = fault.seed ?? 0;
      const answer = fault.shrunk
        ? shrunkAnswer(seed, call, request.method, url, fault.shrunk)
        : generatedAnswer(seed, call, request.method, url);
      if (!answer) {
        return errorResponse(
          500,
          `${call}: no shrink of seed ${seed} at ${fault.shrunk} (mock state)`,
        );
      }
      return answer.body === undefined
        ? new HttpResponse(null, { status: answer.status })
        : HttpResponse.json(answer.body as Parameters<typeof HttpResponse.json>[0], {
            status: answer.status,
          });
    }
    default:
      return emptyResponse(MOCK_CALLS[call].empty);
  }
};

/** Each call's time box (docs/behaviour.md#failures); the monitoring and partner calls have none. */
const timeBoxOf = ({ config }: MockSetup, call: MockCall) =>
  ({
    'site-api': config.timeouts.siteApiMs,
    cms: config.timeouts.cmsMs,
    personalisation: config.timeouts.personalisationMs,
    monitoring: undefined,
    partner: undefined,
  })[backendOf(call)];

/** Puts a call the mocks answered in its session's journal, and a faulted one in the log at info. */
const journal = (
  setup: MockSetup,
  {
    call,
    request,
    state,
    applied,
    status,
    started,
    sessionId,
    recorded,
  }: {
    call: MockCall;
    request: Request;
    state: MockState;
    applied: AppliedPart;
    status: number;
    started: number;
    sessionId: string | undefined;
    recorded?: string | undefined;
  },
) => {
  const url = new URL(request.url);
  const page = readServedPage();
  const entry = {
    time: new Date(started).toISOString(),
    call,
    method: request.method,
    path: `${url.pathname}${url.search}`,
    state: formatMockState(state),
    applied: applied.part,
    ...(applied.part === 'healthy'
      ? {}
      : { part: `${applied.target}:${faultText(applied.fault)}` }),
    // a generated answer: its seed, and the state that answers the same again
    ...(applied.part !== 'healthy' && applied.fault.kind === 'generated'
      ? {
          seed: applied.fault.seed ?? 0,
          reproduce: formatMockState(seededMockState(state, applied.fault.seed ?? 0)),
        }
      : {}),
    words: recorded
      ? `healthy, answered from the recorded set "${recorded}"`
      : appliedWords(applied, timeBoxOf(setup, call)),
    status,
    ms: Date.now() - started,
    requestId: request.headers.get('x-request-id'),
    ...(page ? { page } : {}),
  };
  recordCall(sessionId ?? NO_SESSION, entry);
  if (applied.part !== 'healthy') {
    setup.logFault?.(entry);
  }
};

/**
 * `generated` without a seed takes the page request's: every call of one page shares it, so
 * the journal's `generated-SEED` reproduces the whole page.
 */
const withSeed = (applied: AppliedPart, request: Request): AppliedPart =>
  applied.part !== 'healthy' &&
  applied.fault.kind === 'generated' &&
  applied.fault.seed === undefined
    ? {
        ...applied,
        fault: { kind: 'generated', seed: seedOf(request.headers.get('x-request-id')) },
      }
    : applied;

/**
 * A recorded set's answer to a request (`recorded:NAME`), for the calls it holds; a set
 * that does not exist is a 400 saying so, as an invalid state is.
 */
const replay = (name: string, call: MockCall, request: Request): Response | undefined => {
  const set = readRecordedSet(name);
  if (!set) {
    return errorResponse(400, `No recorded set "${name}" (${RECORDINGS}/${name}.json)`);
  }
  const url = new URL(request.url);
  const answer = recordedAnswer(set, call, request.method, `${url.pathname}${url.search}`);
  if (!answer) {
    return undefined;
  }
  return answer.body === undefined
    ? new HttpResponse(null, { status: answer.status })
    : HttpResponse.json(answer.body as Parameters<typeof HttpResponse.json>[0], {
        status: answer.status,
      });
};

/**
 * Wraps a handler's resolver with what every mocked call shares: the request's mock
 * state (its header, its cookie, else the cookie of the page being served, else the
 * default), the fault the state gives this call, the mock session (issued when absent),
 * and the session's journal of what was answered.
 */
export const createMockResolver =
  (setup: MockSetup) =>
  <Params extends PathParams = PathParams>(
    call: MockCall | ((info: ResolverInfo<Params>) => MockCall),
    resolve: (info: ResolverInfo<Params>, mock: MockRequest) => Response | Promise<Response>,
  ): HttpResponseResolver<Params, DefaultBodyType> =>
  async (info) => {
    const started = Date.now();
    const cookies = new Map([...readServedRequestCookies(), ...Object.entries(info.cookies)]);
    const chosen = chosenMockState(
      {
        header: info.request.headers.get(MOCK_STATE_HEADER),
        cookies,
      },
      setup.defaultState,
    );
    if (!chosen.ok) {
      return errorResponse(400, chosen.message);
    }
    const { state } = chosen;
    const name = typeof call === 'function' ? call(info) : call;
    const applied = withSeed(appliedPart(state, name), info.request);
    const knownSession = cookies.get(MOCK_SESSION_COOKIE);
    const journalled = (response: Response, recorded?: string) => {
      journal(setup, {
        call: name,
        request: info.request,
        state,
        applied,
        status: response.status,
        started,
        sessionId: knownSession,
        recorded,
      });
      return response;
    };
    const instead =
      applied.part !== 'healthy' && (await faultResponse(applied.fault, name, info.request));
    if (instead) {
      return journalled(instead);
    }
    const replayed = state.recorded ? replay(state.recorded, name, info.request) : undefined;
    if (replayed) {
      return journalled(replayed, state.recorded);
    }
    const sessionId = knownSession ?? randomUUID();
    const response = await resolve(info, {
      state,
      user: userOf(state),
      sessionId,
      localeCookie: cookies.get(LOCALE_COOKIE),
      // the call's own cookies, not the served page's: a page render forwards no session
      withSession: info.cookies[MOCK_SESSION_COOKIE] !== undefined,
    });
    if (!knownSession) {
      // the site API's own session cookie too, as a real one sets it with its first answer
      for (const name of [MOCK_SESSION_COOKIE, siteSessionCookieOf(setup.config)]) {
        response.headers.append(
          'set-cookie',
          `${name}=${sessionId}; Path=/; HttpOnly; SameSite=Lax`,
        );
      }
    }
    return journalled(response);
  };

export type MockResolver = ReturnType<typeof createMockResolver>;

/** Joins a configured base URL (which may carry a path) and a handler path. */
export const endpoint = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
