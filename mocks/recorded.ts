import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MOCK_CALL_NAMES, type MockCall } from './mock-calls.ts';

/**
 * Recorded fixture sets (`npm run mocks:record`, docs/decisions/024-mock-journal-and-recording.md):
 * real backends' answers, each checked against its zod contract when recorded, kept in
 * fixtures/recorded/NAME.json and replayed when a mock state has the part `recorded:NAME`.
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

/** Where sets are kept: fixtures/recorded, or MOCK_RECORDED_DIR (tests). */
export const recordedDir = () =>
  process.env['MOCK_RECORDED_DIR'] ??
  fileURLToPath(new URL('../fixtures/recorded/', import.meta.url));

const loaded = new Map<string, RecordedSet | undefined>();

/** A set by name, read once; undefined when there is none by that name (or it is no set). */
export const readRecordedSet = (name: string): RecordedSet | undefined => {
  if (!RECORDED_NAME.test(name)) {
    return undefined;
  }
  if (!loaded.has(name)) {
    let set: RecordedSet | undefined;
    try {
      set = RecordedSetSchema.parse(
        JSON.parse(readFileSync(join(recordedDir(), `${name}.json`), 'utf8')),
      );
    } catch {
      set = undefined;
    }
    loaded.set(name, set);
  }
  return loaded.get(name);
};

/** The recorded answer for a request: the same path and query, else the call's latest. */
export const recordedAnswer = (set: RecordedSet, call: MockCall, method: string, path: string) => {
  const own = set.answers.filter((each) => each.call === call && each.method === method);
  return own.find((each) => each.path === path) ?? own.at(-1);
};
