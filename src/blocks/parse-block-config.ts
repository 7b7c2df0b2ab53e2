import type { z } from 'zod';
import { parseDroppingBadFields } from '../../contracts/cms-fields.ts';
import { reportDroppedField } from '../lib/cms/dropped-fields.ts';
import type { BlockDefinition } from './define-block.ts';

export type ParsedBlockConfig<Config> =
  { success: true; config: Config } | { success: false; problems: string[] };

/**
 * The block's configuration with its defaults, or what is wrong with it, e.g. `Story Card:
 * slides.0.header1 is required`. A colour or URL field that holds something else is dropped
 * and reported once per block and field; the block renders without it.
 */
export const parseBlockConfig = <Schema extends z.ZodType>(
  definition: BlockDefinition<Schema>,
  options: unknown,
  blockId?: string,
): ParsedBlockConfig<z.output<Schema>> => {
  const result = parseDroppingBadFields(
    definition.schema,
    options ?? {},
    reportDroppedField(`${definition.name} ${blockId ?? ''}`.trim()),
  );
  if (result.success) {
    return { success: true, config: result.data };
  }
  return {
    success: false,
    problems: result.error.issues.map((issue) =>
      [`${definition.name}:`, issue.path.join('.'), issue.message].filter(Boolean).join(' '),
    ),
  };
};
