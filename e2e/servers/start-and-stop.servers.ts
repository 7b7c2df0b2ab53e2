import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { expect, test } from 'vitest';
import { freeLoopbackPort } from '../support/free-port.ts';

/** A process of the production build's start, its output lines kept, with its exit code. */
const launch = (command: string, args: string[], port: number) => {
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => lines.push(line));
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, lines, exited };
};

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 'refused' as const,
  );

test('SIGTERM to `npm start` itself stops the server: the port is freed and npm exits 0', async () => {
  const port = await freeLoopbackPort();
  const npm = launch('npm', ['start', '--silent'], port);
  const url = `http://127.0.0.1:${port}/healthz`;
  while ((await answers(url)) !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // what an orchestrator or a supervisor signals: the process it started, npm
  npm.child.kill('SIGTERM');
  expect(await npm.exited).toBe(0);
  expect(await answers(url)).toBe('refused');
});

test('a port already taken: one line that says so, no "listening" line, exit 1', async () => {
  const port = await freeLoopbackPort();
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(port, '0.0.0.0', resolve));
  try {
    const server = launch(process.execPath, ['scripts/start.mjs'], port);
    expect(await server.exited).toBe(1);
    const output = server.lines.join('\n');
    expect(output).toContain(`[storefront] port ${port} is already in use`);
    expect(output).not.toContain('listening on');
    expect(output).not.toContain('EADDRINUSE');
  } finally {
    holder.close();
  }
});

test('"listening" is logged once the port is held: it answers by the time the line is out', async () => {
  const port = await freeLoopbackPort();
  const server = launch(process.execPath, ['scripts/start.mjs'], port);
  try {
    while (!server.lines.some((line) => line.includes('listening on'))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await answers(`http://127.0.0.1:${port}/healthz`)).toBe(200);
  } finally {
    server.child.kill('SIGKILL');
  }
});
