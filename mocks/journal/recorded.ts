import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MOCK_CALL_NAMES, type MockCall } from '../handlers/mock-calls.ts';

/**
 * Recorded fixture sets (`npm run mocks:record`, docs/decisions/024-mock-journal-and-recording.md):
 * real backends' answers, each checked against its contract and the pacts when recorded, kept
 * in mocks/recordings/NAME.json and replayed when a mock state has the part `recorded:NAME`.
 * That folder is git-ignored (a set may hold a real shopper's data; keep one on purpose with
 * `git add -f`) and is no build source: a new set never rebuilds `dist/` under a running
 * server (scripts/needs-build.ts).
 * A set holds status and body only: no header, no cookie, secrets redacted.
 */

export const RECORDED_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

const RecordedAnswerSchema = z.object({
  call: z.enum(MOCK_CALL_NAMES as [MockCall, ...MockCall[]]),
  method: z.string(),
  /** path and query, as the storefront asked */
  path: z.string(),
  status: z.number().int().min(100).max(599),
  body: z.unknown().optional(),
});
export type RecordedAnswer = z.infer<typeof RecordedAnswerSchema>;

export const RecordedSetSchema = z.object({
  name: z.string().regex(RECORDED_NAME),
  recordedAt: z.string(),
  answers: z.array(RecordedAnswerSchema).max(1000),
});
export type RecordedSet = z.infer<typeof RecordedSetSchema>;

/** The folder of recorded sets, as the docs name it. */
export const RECORDINGS = 'mocks/recordings';

/** Where sets are kept: mocks/recordings, or MOCK_RECORDED_DIR (tests). */
export const recordedDir = () =>
  process.env['MOCK_RECORDED_DIR'] ?? fileURLToPath(new URL('../recordings/', import.meta.url));

// each set as last read, by name, with the file's time then: a set recorded again while the
// mocks run is read again
const loaded = new Map<string, { set: RecordedSet; mtimeMs: number }>();

/** A set by name; undefined when there is none by that name (or it is no set). */
export const readRecordedSet = (name: string): RecordedSet | undefined => {
  if (!RECORDED_NAME.test(name)) {
    return undefined;
  }
  const file = join(recordedDir(), `${name}.json`);
  try {
    const { mtimeMs } = statSync(file);
    const known = loaded.get(name);
    if (known?.mtimeMs === mtimeMs) {
      return known.set;
    }
    const set = RecordedSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    loaded.set(name, { set, mtimeMs });
    return set;
  } catch {
    loaded.delete(name);
    return undefined;
  }
};

/** The recorded answer for a request: the same path and query, else the call's latest. */
export const recordedAnswer = (set: RecordedSet, call: MockCall, method: string, path: string) => {
  const own = set.answers.filter((each) => each.call === call && each.method === method);
  return own.find((each) => each.path === path) ?? own.at(-1);
};
