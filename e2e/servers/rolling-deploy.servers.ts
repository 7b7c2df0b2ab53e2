import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFaultBackend, storefrontEnvOn, type FaultBackend } from '../support/fault-backend.ts';
import { startEdge, startStorefront, type Edge, type Storefront } from './support/processes.ts';

/*
 * A rolling restart behind `npm run edge` (docs/operations.md#rolling-deploy): two production
 * instances, their backends served from this process, each sent SIGTERM in turn and started
 * again on its port while shoppers keep asking the edge for pages, never-cached pages and
 * their own parts.
 */
const setup = {} as { backends: FaultBackend; env: Record<string, string> };
let instances: Storefront[] = [];
let edge: Edge;

beforeAll(async () => {
  setup.backends = await startFaultBackend();
  setup.env = storefrontEnvOn(setup.backends);
  instances = await Promise.all([startStorefront(setup.env), startStorefront(setup.env)]);
  edge = await startEdge(instances.map((instance) => instance.url));
});

afterAll(async () => {
  await edge?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await setup.backends?.close();
});

// cached at the edge, rendered for each request (a query the edge passes), the shopper's own
const PATHS = ['/', '/science', '/science?mock=none', '/api/shopper?page=%2F'];
const PER_SECOND = 20;

/** Requests at a steady pace until `stop()`, each answer's status (or `failed`) kept. */
const steadyLoad = (base: string) => {
  const outcomes: Promise<number | 'failed'>[] = [];
  let n = 0;
  const timer = setInterval(() => {
    const path = PATHS[n++ % PATHS.length]!;
    outcomes.push(
      fetch(`${base}${path}`, { headers: { accept: 'text/html' } }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 'failed' as const,
      ),
    );
  }, 1000 / PER_SECOND);
  return {
    stop: async () => {
      clearInterval(timer);
      return Promise.all(outcomes);
    },
  };
};

/** Whether a log line is a request the edge forwarded for a shopper (not its probe). */
const servedForShopper = (line: Record<string, unknown>) =>
  line.msg === 'request' && typeof line.path === 'string' && !/^\/(healthz|readyz)/.test(line.path);

test('restarting each of two instances in turn under a steady load: every answer a 200', async () => {
  // warm: the edge keeps the cached pages, both origins answer
  for (const path of PATHS) {
    expect((await fetch(`${edge.url}${path}`)).status).toBe(200);
  }
  const load = steadyLoad(edge.url);
  for (const [index, instance] of instances.entries()) {
    const { port } = new URL(instance.url);
    instance.child.kill('SIGTERM');
    expect(await instance.exited).toBe(0);
    const started = await startStorefront({ ...setup.env, PORT: port });
    instances[index] = started;
    // back in rotation: the edge's probe passed it and shoppers' requests reach it again
    await started.waitForLog(servedForShopper);
  }
  const outcomes = await load.stop();
  const failed = outcomes.filter((status) => status !== 200);
  console.log(`rolling restart: ${failed.length} of ${outcomes.length} not 200`, failed);
  expect(outcomes.length).toBeGreaterThan(100);
  expect(failed).toEqual([]);
}, 120_000);

test("an origin's deep readiness and metrics are not answered through the edge", async () => {
  for (const path of ['/readyz?backends=1', '/readyz', '/metrics']) {
    const response = await fetch(`${edge.url}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.text()).not.toContain('siteApi');
  }
  // on the origin's own address they are
  expect((await fetch(`${instances[0]!.url}/readyz?backends=1`)).status).toBe(200);
});
