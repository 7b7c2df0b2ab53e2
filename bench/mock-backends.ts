/**
 * The mocked backends as their own HTTP server, for `npm run bench`: the app under
 * measurement then runs no msw, so its CPU time is its own. One loopback port per
 * backend; each request is rewritten to the mock origin its msw handlers expect and
 * answered by the same handlers `npm start` uses. MOCK_SCENARIO picks the scenario
 * (`slow-backends` for the slow-backend figure). Prints one JSON line with the ports.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createMockSetup, type Backend } from '../mocks/environment.ts';
import { createHandlers } from '../mocks/handlers.ts';

// every backend unset: the handlers answer the mock origins
const setup = createMockSetup({ MOCK_SCENARIO: process.env.MOCK_SCENARIO });
const { config } = setup;
const handlers = createHandlers(setup);

const mockOrigins: Record<Backend, string> = {
  siteApi: new URL(config.siteApiUrl).origin,
  cms: new URL(config.cmsApiHost).origin,
  personalisation: new URL(config.personalisation.url).origin,
  monitoring: new URL(config.monitoring.intakeUrl).origin,
};

const readBody = async (incoming: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

const toRequest = async (incoming: IncomingMessage, origin: string) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const each of Array.isArray(value) ? value : [value]) {
      if (each !== undefined) {
        headers.append(name, each);
      }
    }
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method ?? 'GET',
    headers,
    ...(hasBody ? { body: await readBody(incoming) } : {}),
  });
};

const answer = (origin: string) => async (incoming: IncomingMessage, outgoing: ServerResponse) => {
  try {
    const request = await toRequest(incoming, origin);
    const response = await getResponse(handlers, request);
    if (!response) {
      outgoing.writeHead(404, { 'content-type': 'text/plain' }).end(`no mock for ${request.url}`);
      return;
    }
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') {
        headers[name] = value;
      }
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) {
      headers['set-cookie'] = cookies;
    }
    const body = Buffer.from(await response.arrayBuffer());
    outgoing.writeHead(response.status, headers).end(body);
  } catch (error) {
    outgoing.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
};

const listen = (origin: string) =>
  new Promise<number>((resolve) => {
    const respond = answer(origin);
    // answer() catches every failure itself, so nothing is left to handle here
    const server = createServer((incoming, outgoing) => void respond(incoming, outgoing));
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

const ports = Object.fromEntries(
  await Promise.all(
    (Object.keys(mockOrigins) as Backend[]).map(
      async (backend) => [backend, await listen(mockOrigins[backend])] as const,
    ),
  ),
) as Record<Backend, number>;

console.log(JSON.stringify(ports));
