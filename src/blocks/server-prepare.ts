import type { z } from 'zod';
import type { BlockDefinition } from './define-block.ts';
import { productComparisonBlock } from './product-comparison/product-comparison.block.ts';
import { sanitizeComparison } from './product-comparison/sanitize-comparison.ts';

/**
 * Server only: work on a block's parsed configuration that must not ship to the browser
 * (sanitize-html is too heavy for it). RenderBlocks applies it to published content. In
 * the editor's preview the SDK renders blocks without it; the unsanitized HTML there is
 * the editor's own content, shown to the editor. eslint.config.js keeps the modules the
 * client registry imports from importing this one.
 */
type BlockPrepare = (config: unknown) => unknown;

const preparing = <Schema extends z.ZodType>(
  block: BlockDefinition<Schema>,
  prepare: (config: z.output<Schema>) => z.output<Schema>,
): [string, BlockPrepare] => [
  block.name,
  // RenderBlocks hands a prepare only what its own block's schema parsed
  (config) => prepare(config as z.output<Schema>),
];

/** The server-side prepare step of each block that has one, by block name. */
export const serverPrepare: ReadonlyMap<string, BlockPrepare> = new Map([
  preparing(productComparisonBlock, sanitizeComparison),
]);
