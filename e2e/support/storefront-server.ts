import { spawn, type ChildProcess } from 'node:child_process';
import { freeLoopbackPort } from './free-port.ts';

export type StorefrontServer = { url: string; log: () => string; stop: () => Promise<void> };

/**
 * The production build (dist/, made by the suite's web server) started on its own free
 * port with `env` on top of ours: here, real backend addresses and the mocks off.
 */
export const startStorefront = async (env: Record<string, string>): Promise<StorefrontServer> => {
  const port = await freeLoopbackPort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/serve-node.js'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) {
      throw new Error(`the storefront exited at start:\n${output}`);
    }
    const up = await fetch(`${url}/favicon.svg`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      break;
    }
    if (attempt > 300) {
      throw new Error(`the storefront did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    log: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
};
