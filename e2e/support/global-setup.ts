import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync, appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

const waitForServer = async (url: string, server: ChildProcess) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the storefront exited with code ${server.exitCode}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the storefront did not answer ${url} within 60 s`);
};

export default async function setup(project: TestProject) {
  // build once up front so the start script serves it without rebuilding; vitest sets
  // NODE_ENV=test, which Vite would otherwise bake into a development build
  const build = spawnSync('npx', ['waku', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    throw new Error('waku build failed');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), MOCK_SCENARIO: 'anonymous' };
  for (const name of [
    'SITE_API_URL',
    'CMS_API_HOST',
    'CMS_PUBLIC_KEY',
    'PERSONALISATION_API_URL',
    'MONITORING_INTAKE_URL',
    'MOCKS',
  ]) {
    delete env[name];
  }
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // the server's own log, for tests that assert nothing went wrong on its side
  mkdirSync('test-results', { recursive: true });
  const serverLog = 'test-results/server.log';
  writeFileSync(serverLog, '');
  const record = (chunk: Buffer) => {
    output.push(chunk.toString());
    appendFileSync(serverLog, chunk);
  };
  server.stdout?.on('data', record);
  server.stderr?.on('data', record);
  try {
    await waitForServer(baseUrl, server);
  } catch (error) {
    console.error(output.join(''));
    server.kill();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', serverLog);
  return () => {
    server.kill();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
  }
}
