import type { z } from 'zod';
import { parseDroppingBadFields } from '../../contracts/cms-fields.ts';
import { reportDroppedField } from '../lib/cms/dropped-fields.ts';
import type { BlockDefinition } from './define-block.ts';

export type ParsedBlockConfig<Config> =
  { success: true; config: Config } | { success: false; problems: string[] };

/**
 * Results by the CMS's options object: an entry kept in the in-process CMS cache is the same
 * object on every page, so its blocks are validated once, not on every render (about 1.5 %
 * of an uncached page's CPU, `node bench/profile.mjs customer`). A WeakMap: a result lives
 * as long as the entry that holds its options. Blocks never change their configuration.
 */
const parsedByOptions = new WeakMap<
  object,
  { definition: BlockDefinition<z.ZodType>; result: ParsedBlockConfig<unknown> }
>();

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
  if (typeof options !== 'object' || options === null) {
    return parse(definition, options, blockId);
  }
  const kept = parsedByOptions.get(options);
  if (kept?.definition === definition) {
    return kept.result as ParsedBlockConfig<z.output<Schema>>;
  }
  const result = parse(definition, options, blockId);
  parsedByOptions.set(options, { definition, result });
  return result;
};

const parse = <Schema extends z.ZodType>(
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
