import { createRegisterComponentMessage } from '@builder.io/sdk-react/edge';
import type { BlockInput } from '../define-block.ts';

export type EditorCheck = (options: Map<string, unknown>) => void;

/**
 * For tests: a block's editor checks as the editor runs them. The SDK's own
 * registration message turns each onChange into text, which the editor evaluates
 * with nothing of our modules in scope, so a check that leans on an import or a
 * module variable fails here as it would there.
 */
export const editorChecksOf = (inputs: BlockInput[]): Map<string, EditorCheck> => {
  const message = createRegisterComponentMessage({ name: 'Block under test', inputs });
  const data = message.data as { inputs?: unknown[] };
  const checks = new Map<string, EditorCheck>();
  const walk = (list: unknown[], path: string) => {
    for (const input of list) {
      const { name, onChange, subFields } = input as {
        name: string;
        onChange?: unknown;
        subFields?: unknown[];
      };
      if (typeof onChange === 'string') {
        // evaluating the SDK's text is the point: it is exactly what the editor does
        // eslint-disable-next-line @typescript-eslint/no-implied-eval
        checks.set(`${path}${name}`, new Function(onChange) as EditorCheck);
      }
      walk(subFields ?? [], `${path}${name}.`);
    }
  };
  walk(data.inputs ?? [], '');
  return checks;
};
