import { readFileSync } from 'node:fs';
import { SERVER_LOG } from './paths.ts';

/** The server's output so far; `since(mark)` is what it printed after `mark` was taken. */
export const serverLog = () => {
  const read = () => readFileSync(SERVER_LOG, 'utf8');
  const mark = read().length;
  return { since: () => read().slice(mark) };
};
