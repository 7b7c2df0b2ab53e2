import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import type { MockCall } from '../handlers/mock-calls.ts';
import type { AppliedPart } from '../state/mock-state.ts';
import { faultWords, targetWords } from '../state/mock-state-words.ts';

/**
 * The journal of what the mocks answered, per mock session: for each call a mock
 * answered, when, which call, the request, the state and which part of it applied, the
 * status, how long it took and the request id the storefront sent. QA reads it in the
 * scenario bar, at `GET /__mocks/journal`, and tests through `mockJournal()`
 * (docs/decisions/024-mock-journal-and-recording.md). Bounded: anyone can mint sessions.
 */

export type JournalEntry = {
  /** ISO time the call arrived */
  time: string;
  call: MockCall;
  method: string;
  /** path and query */
  path: string;
  /** the state's value (mocks/state/mock-state.ts) */
  state: string;
  /** which part of the state decided the answer: `call`, `backend`, `all` or `healthy` */
  applied: AppliedPart['part'];
  /** that part as written (`site-api.cart:down`), and in words */
  part?: string;
  words: string;
  /** a generated answer's seed, and the state's value that answers the same again */
  seed?: number;
  reproduce?: string;
  status: number;
  ms: number;
  requestId: string | null;
  /** the page the call was made for (its path), when the mocks know it */
  page?: string;
};

/** Entries kept per mock session, the newest; and sessions kept, the most recently used. */
export const JOURNAL_LIMIT = 200;
export const JOURNAL_SESSIONS = 1000;
/** Where calls that carry no mock session are journalled (the CMS and personalisation calls of `npm run mocks`). */
export const NO_SESSION = 'no-session';

const journals = new LRUCache<string, JournalEntry[]>({ max: JOURNAL_SESSIONS });

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;

/** The applied part in words, naming a slowness at or past the call's time box for what it does. */
export const appliedWords = (applied: AppliedPart, timeBoxMs?: number) => {
  if (applied.part === 'healthy') {
    return 'healthy';
  }
  const whose =
    applied.part === 'call'
      ? 'its own fault'
      : applied.part === 'all'
        ? "every backend's fault"
        : `the ${targetWords(applied.target)}'s fault`;
  const pastTimeBox =
    applied.fault.kind === 'slow' && timeBoxMs !== undefined && applied.fault.ms >= timeBoxMs
      ? `, past the ${seconds(timeBoxMs)} time box: the page takes its fallback`
      : '';
  return `${faultWords(applied.fault)}, ${whose}${pastTimeBox}`;
};

// entries recorded while answering one request of `npm run mocks`, for its log line
const capture = new AsyncLocalStorage<JournalEntry[]>();

export const recordCall = (sessionId: string, entry: JournalEntry) => {
  const entries = journals.get(sessionId) ?? [];
  entries.push(entry);
  entries.splice(0, entries.length - JOURNAL_LIMIT);
  journals.set(sessionId, entries);
  capture.getStore()?.push(entry);
};

/** A session's journal, oldest first. */
export const readJournal = (sessionId: string): readonly JournalEntry[] => [
  ...(journals.peek(sessionId) ?? []),
];

export const forgetJournal = (sessionId: string) => {
  journals.delete(sessionId);
};

export const forgetJournals = () => {
  journals.clear();
};

/** Runs `answer` and hands back the entries it recorded (into `entries`, kept when it throws). */
export const capturingJournal = async <T>(
  answer: () => Promise<T>,
  entries: JournalEntry[] = [],
) => {
  const result = await capture.run(entries, answer);
  return { result, entries };
};
