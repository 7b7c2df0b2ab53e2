import { randomUUID } from 'node:crypto';
import {
  delay,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { Backend, MockSetup } from './environment.ts';
import { MOCK_SESSION_COOKIE, readServedRequestCookies } from './mock-middleware.ts';
import { scenarioNameFor, scenarios, type MockScenarioName } from './scenarios.ts';

type Scenario = (typeof scenarios)[MockScenarioName];

export type MockRequest = {
  scenarioName: MockScenarioName;
  scenario: Scenario;
  sessionId: string;
};

type ResolverInfo<Params extends PathParams> = Parameters<
  HttpResponseResolver<Params, DefaultBodyType>
>[0];

export const errorResponse = (status: number, message: string) =>
  HttpResponse.json({ statusCode: status, message }, { status });

/**
 * Wraps a handler's resolver with what every mocked backend shares: the request's
 * scenario (its cookie, else the cookies of the page being served, else the default),
 * that scenario's delay and outages, and the mock session (issued when absent).
 */
export const createMockResolver = ({ defaultScenario }: MockSetup) => {
  const fallback = defaultScenario;
  return <Params extends PathParams = PathParams>(
      backend: Backend | 'partner',
      resolve: (info: ResolverInfo<Params>, mock: MockRequest) => Response | Promise<Response>,
    ): HttpResponseResolver<Params, DefaultBodyType> =>
    async (info) => {
      const cookies = new Map([...readServedRequestCookies(), ...Object.entries(info.cookies)]);
      const scenarioName = scenarioNameFor(cookies, fallback);
      const scenario = scenarios[scenarioName];
      if (scenario.delayMs > 0) {
        await delay(scenario.delayMs);
      }
      if (backend !== 'partner' && scenario.down.includes(backend)) {
        return errorResponse(503, `Service Unavailable (mock scenario ${scenarioName})`);
      }
      const knownSession = cookies.get(MOCK_SESSION_COOKIE);
      const sessionId = knownSession ?? randomUUID();
      const response = await resolve(info, { scenarioName, scenario, sessionId });
      if (!knownSession) {
        response.headers.append(
          'set-cookie',
          `${MOCK_SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax`,
        );
      }
      return response;
    };
};

export type MockResolver = ReturnType<typeof createMockResolver>;

/** Joins a configured base URL (which may carry a path) and a handler path. */
export const endpoint = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
