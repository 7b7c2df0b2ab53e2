import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readPacts } from './pact-file.ts';

/**
 * A stub of what the storefront expects, served from the pact files by Pact's own stub
 * server (the `pact` binary of `@pact-foundation/pact-cli`, which npm installs for this
 * platform: nothing is downloaded at run time). Each request is answered with the response
 * of the interaction it matches; when several match (the same request in two states), the
 * state header picks one.
 */

/** Its value is a regular expression matched against the interactions' provider state names. */
export const STATE_HEADER = 'X-Pact-State';

/** The platform's `pact` binary, from the optional dependency npm chose for this machine. */
export const pactBinary = () => {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@pact-foundation/pact-cli-${os}-${process.arch}`;
  let dir: string;
  try {
    dir = dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
  } catch {
    throw new Error(
      `${name} is not installed: Pact's stub server ships for this platform in it (npm ci without --omit=optional)`,
    );
  }
  return join(dir, 'standalone', os === 'windows' ? 'pact.exe' : 'pact');
};

export interface StubOptions {
  pactDir: string;
  /** only this provider's pact; every provider's otherwise (their paths do not overlap) */
  provider?: string | undefined;
  /** 0: any free port */
  port?: number;
  /** the stub server's log lines (one per request at info level) */
  onLog?: (line: string) => void;
}

export interface RunningStub {
  url: string;
  files: string[];
  close: () => Promise<void>;
}

// the stub server's log lines are coloured; the port is read from one of them
// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters
const plain = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '');

export const startStub = async ({
  pactDir,
  provider,
  port = 0,
  onLog = () => undefined,
}: StubOptions): Promise<RunningStub> => {
  const files = readPacts(pactDir, provider).map((each) => each.path);
  if (files.length === 0) {
    throw new Error(`No pact file in ${pactDir} for ${provider ?? 'any provider'}`);
  }
  const child = spawn(
    pactBinary(),
    [
      'stub',
      ...files.flatMap((file) => ['--file', file]),
      '--port',
      String(port),
      '--provider-state-header-name',
      STATE_HEADER,
      '--loglevel',
      'info',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = await new Promise<number>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').map(plain).filter(Boolean)) {
        output += `${line}\n`;
        onLog(line);
        const started = /Server started on port (\d+)/.exec(line);
        if (started) {
          resolve(Number(started[1]));
        }
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`Pact's stub server exited (${String(code)}) before listening:\n${output}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${listening}`,
    files,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
      }
      await exited;
    },
  };
};

/**
 * The stub server's log, one line per request: `GET /cart [the cart is empty] → 200`, with
 * why when nothing or several interactions matched. Its own lines come in order per request.
 */
export const requestLog = (print: (line: string) => void) => {
  let request = '';
  let state = '';
  let note = '';
  return (line: string) => {
    const received = /Received HTTP Request \( method: (\w+), path: (\S+),/.exec(line);
    if (received) {
      request = `${received[1] ?? ''} ${received[2] ?? ''}`;
      state = '';
      note = '';
      return;
    }
    const filtering = /by provider state regex '(.*)'$/.exec(line);
    if (filtering) {
      state = ` [${filtering[1] ?? ''}]`;
    } else if (line.includes('Found more than one pact request')) {
      note = ` (several interactions match: the first is used; ${STATE_HEADER} chooses)`;
    } else if (line.includes('No matching request found')) {
      note = ' (no interaction expects this request)';
    } else {
      const sent = /Sending HTTP Response \( status: (\d+)/.exec(line);
      if (sent) {
        print(`${request}${state} → ${sent[1] ?? ''}${note}`);
      } else if (/\b(WARN|ERROR)\b/.test(line)) {
        print(line.replace(/^\S+\s+/, ''));
      }
    }
  };
};
