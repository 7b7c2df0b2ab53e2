import { randomUUID } from 'node:crypto';
import {
  delay,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { User } from '../contracts/site-api.ts';
import { LOCALE_COOKIE } from '../src/lib/locale.ts';
import type { MockSetup } from './environment.ts';
import { MOCK_CALLS, type EmptyAnswer, type MockCall } from './mock-calls.ts';
import { MOCK_SESSION_COOKIE } from './mock-session-routes.ts';
import { readServedRequestCookies } from './served-request.ts';
import { faultFor, type Fault, type MockState } from './mock-state.ts';
import { chosenMockState, MOCK_STATE_COOKIE, MOCK_STATE_HEADER } from './mock-state-carriers.ts';
import { faultWords } from './mock-state-words.ts';
import { userOf } from './mock-users.ts';

export type MockRequest = {
  state: MockState;
  user: User;
  sessionId: string;
  /** the locale the session chose: the storefront's locale cookie, as a site API on our domain reads it */
  localeCookie: string | undefined;
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
const faultResponse = async (fault: Fault, call: MockCall): Promise<Response | undefined> => {
  switch (fault.kind) {
    case 'slow':
      await delay(fault.ms);
      return undefined;
    case 'down':
      return errorResponse(fault.status, `${call}: ${faultWords(fault)} (mock state)`);
    case 'breaking':
      return HttpResponse.json(CONTRACT_BREAKING);
    default:
      return emptyResponse(MOCK_CALLS[call].empty);
  }
};

/**
 * Wraps a handler's resolver with what every mocked call shares: the request's mock
 * state (its header, its cookie, else the cookie of the page being served, else the
 * default), the fault the state gives this call, and the mock session (issued when absent).
 */
export const createMockResolver =
  ({ defaultState }: MockSetup) =>
  <Params extends PathParams = PathParams>(
    call: MockCall | ((info: ResolverInfo<Params>) => MockCall),
    resolve: (info: ResolverInfo<Params>, mock: MockRequest) => Response | Promise<Response>,
  ): HttpResponseResolver<Params, DefaultBodyType> =>
  async (info) => {
    const cookies = new Map([...readServedRequestCookies(), ...Object.entries(info.cookies)]);
    const chosen = chosenMockState(
      {
        header: info.request.headers.get(MOCK_STATE_HEADER),
        cookie: cookies.get(MOCK_STATE_COOKIE),
      },
      defaultState,
    );
    if (!chosen.ok) {
      return errorResponse(400, chosen.message);
    }
    const { state } = chosen;
    const name = typeof call === 'function' ? call(info) : call;
    const fault = faultFor(state, name);
    const instead = fault && (await faultResponse(fault, name));
    if (instead) {
      return instead;
    }
    const knownSession = cookies.get(MOCK_SESSION_COOKIE);
    const sessionId = knownSession ?? randomUUID();
    const response = await resolve(info, {
      state,
      user: userOf(state),
      sessionId,
      localeCookie: cookies.get(LOCALE_COOKIE),
    });
    if (!knownSession) {
      response.headers.append(
        'set-cookie',
        `${MOCK_SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax`,
      );
    }
    return response;
  };

export type MockResolver = ReturnType<typeof createMockResolver>;

/** Joins a configured base URL (which may carry a path) and a handler path. */
export const endpoint = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
