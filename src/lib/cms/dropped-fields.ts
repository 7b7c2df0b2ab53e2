import type { DroppedField } from '../../../contracts/cms-fields.ts';
import { safeForLog } from '../log-safe.ts';

// per process: a bad field is worth one log line, not one per request; bounded, so content
// that keeps changing cannot grow it without end
const MAX_REMEMBERED = 1000;
const reported = new Set<string>();

/** Reports, once per entry and field, a CMS value that was dropped as not what its field holds. */
export const reportDroppedField =
  (entry: string) =>
  ({ path, value }: DroppedField): void => {
    const key = `${entry}\u0000${path}`;
    if (reported.has(key)) {
      return;
    }
    if (reported.size >= MAX_REMEMBERED) {
      reported.clear();
    }
    reported.add(key);
    console.warn(
      `[cms] ${safeForLog(entry)}: ${safeForLog(path)} dropped, not a valid value: ${safeForLog(JSON.stringify(value))}`,
    );
  };
