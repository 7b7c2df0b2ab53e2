import { vi } from 'vitest';
import type { BlockInput } from './define-block.ts';

type EditorCheck = (options: Map<string, unknown>) => void;

/**
 * Runs an input's editor check the two ways it must work: as the function itself, and
 * re-created from its source text, as the CMS editor does after the SDK serialised it
 * with Function.prototype.toString (so it may not close over anything).
 */
export const runEditorCheck = (
  inputs: readonly BlockInput[],
  inputName: string,
  values: Record<string, unknown>,
  mode: 'direct' | 'from-source',
) => {
  const onChange = inputs.find((input) => input.name === inputName)?.onChange;
  if (typeof onChange !== 'function') {
    throw new Error(`input ${inputName} has no editor check`);
  }
  const check =
    mode === 'direct'
      ? (onChange as EditorCheck)
      : // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the editor does exactly this
        (new Function(`return ${onChange.toString()}`) as () => EditorCheck)();
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const options = new Map(Object.entries(values));
  try {
    check(options);
  } finally {
    vi.unstubAllGlobals();
  }
  return { options, alerts: alert.mock.calls.map(([message]: unknown[]) => message) };
};
