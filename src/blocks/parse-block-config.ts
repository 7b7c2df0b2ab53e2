import type { z } from 'zod';
import type { BlockDefinition } from './define-block.ts';

export type ParsedBlockConfig<Config> =
  { success: true; config: Config } | { success: false; problems: string[] };

/** The block's configuration with its defaults, or what is wrong with it, e.g. `Story Card: slides.0.header1 is required`. */
export const parseBlockConfig = <Schema extends z.ZodType>(
  definition: BlockDefinition<Schema>,
  options: unknown,
): ParsedBlockConfig<z.output<Schema>> => {
  const result = definition.schema.safeParse(options ?? {});
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
