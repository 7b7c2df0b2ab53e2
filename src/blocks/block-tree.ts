import { CmsBlockSchema, type CmsBlock } from '../../contracts/cms.ts';
import type { BlockDefinition } from './define-block.ts';
import { parseBlockConfig } from './parse-block-config.ts';
import { findBlock } from './registry.ts';

/**
 * One block of a page's content, parsed once: one of our blocks with its configuration
 * (`config`) or what is wrong with it (`problems`), or a block of the CMS's own (`definition`
 * undefined). Its children are parsed with it; a child the CMS contract does not recognise
 * is left out.
 */
export type BlockNode = {
  block: CmsBlock;
  definition: BlockDefinition | undefined;
  parsed: { success: true; config: unknown } | { success: false; problems: string[] } | undefined;
  children: BlockNode[];
};

/**
 * The products a page's blocks show, by the call that fetches them (docs/behaviour.md#calls):
 * `batch` in one call, each `featured` one on its own and as a Product in the page's JSON-LD.
 */
export type ProductRequests = { batch: string[]; featured: string[] };

/** A page's blocks, parsed in one walk: what to render, the products to ask, the h1's block. */
export type BlockTree = {
  nodes: BlockNode[];
  products: ProductRequests;
  /**
   * the block whose headline is the page's one h1: the first Hero Card or Headline, in
   * reading order, that shows a headline; undefined when none does (the page then names
   * itself in a hidden h1)
   */
  heading: BlockNode | undefined;
};

export const parseBlockTree = (blocks: readonly CmsBlock[]): BlockTree => {
  const batch = new Set<string>();
  const featured = new Set<string>();
  let heading: BlockNode | undefined;
  const parse = (block: CmsBlock): BlockNode => {
    const definition = block.component ? findBlock(block.component.name) : undefined;
    const parsed = definition
      ? parseBlockConfig(definition, block.component?.options, block.id)
      : undefined;
    const node: BlockNode = { block, definition, parsed, children: [] };
    if (definition && parsed?.success) {
      definition.skus?.(parsed.config).forEach((sku) => batch.add(sku));
      const sku = definition.featuredProductSku?.(parsed.config);
      if (sku) {
        featured.add(sku);
      }
      if (!heading && definition.pageHeading?.(parsed.config)) {
        heading = node;
      }
    }
    node.children = (block.children ?? []).flatMap((child) => {
      const valid = CmsBlockSchema.safeParse(child);
      return valid.success ? [parse(valid.data)] : [];
    });
    return node;
  };
  const nodes = blocks.map(parse);
  return { nodes, products: { batch: [...batch], featured: [...featured] }, heading };
};
