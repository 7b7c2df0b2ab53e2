import { createRegisterComponentMessage } from '@builder.io/sdk-react/edge';
import { vi } from 'vitest';
import type { BlockInput } from '../define-block.ts';

/**
 * For tests only: the editor checks of a block's inputs (docs/behaviour.md#validation), run in our code
 * and as the CMS editor runs them.
 */

export type EditorCheck = (options: Map<string, unknown>) => void;

type InputLike = { name: string; onChange?: unknown; subFields?: readonly InputLike[] };

/** Each input's onChange, at every depth, keyed by its path (`products.productRows`). */
const onChangesByPath = (inputs: readonly InputLike[], path = ''): [string, unknown][] =>
  inputs.flatMap(({ name, onChange, subFields }) => [
    ...(onChange === undefined ? [] : [[`${path}${name}`, onChange] as [string, unknown]]),
    ...onChangesByPath(subFields ?? [], `${path}${name}.`),
  ]);

/**
 * A block's editor checks as the editor runs them. The SDK's own registration message
 * turns each onChange into text, which the editor evaluates with nothing of our modules
 * in scope, so a check that leans on an import or a module variable fails here as it
 * would there.
 */
export const editorChecksOf = (inputs: readonly BlockInput[]): Map<string, EditorCheck> => {
  const message = createRegisterComponentMessage({ name: 'Block under test', inputs: [...inputs] });
  const registered = (message.data as { inputs?: InputLike[] }).inputs ?? [];
  return new Map(
    onChangesByPath(registered).flatMap(([path, onChange]) =>
      typeof onChange === 'string'
        ? // evaluating the SDK's text is the point: it is exactly what the editor does
          // eslint-disable-next-line @typescript-eslint/no-implied-eval
          [[path, new Function(onChange) as EditorCheck]]
        : [],
    ),
  );
};

/**
 * Runs the check of the input at `path` on `values`, either as our code holds it
 * ('direct') or as the editor runs it ('in-editor'): the options afterwards (a check may
 * trim them) and the alerts it raised.
 */
export const runEditorCheck = (
  inputs: readonly BlockInput[],
  path: string,
  values: Record<string, unknown>,
  mode: 'direct' | 'in-editor',
) => {
  const check =
    mode === 'direct'
      ? new Map(onChangesByPath(inputs)).get(path)
      : editorChecksOf(inputs).get(path);
  if (typeof check !== 'function') {
    throw new Error(`input ${path} has no editor check`);
  }
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const options = new Map(Object.entries(values));
  try {
    (check as EditorCheck)(options);
  } finally {
    vi.unstubAllGlobals();
  }
  return { options, alerts: alert.mock.calls.map(([message]: unknown[]) => message) };
};
