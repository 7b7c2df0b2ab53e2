import { css } from '@linaria/core';
import { cmsImageAttributes } from '../lib/cms-image.ts';
import { altText } from '../lib/readable-text.ts';
import { CmsBlockSchema, type CmsBlock } from '../../contracts/cms.ts';
import type { BlockData } from './define-block.ts';
import { parseBlockConfig } from './parse-block-config.ts';
import { findBlock } from './registry.ts';
import { serverPrepare } from './server-prepare.ts';

/**
 * Published CMS content rendered by us, on the server: custom blocks are validated
 * by their schema and rendered as plain components, so static blocks ship no
 * JavaScript. The SDK's `Content` takes over only in the editor's preview.
 */

/** A block's child blocks; a child the CMS contract does not recognise is left out. */
const childBlocks = (block: CmsBlock): CmsBlock[] =>
  (block.children ?? []).flatMap((child) => {
    const parsed = CmsBlockSchema.safeParse(child);
    return parsed.success ? [parsed.data] : [];
  });

/**
 * The products a page's blocks show, by the call that fetches them (docs/behaviour.md#calls):
 * `batch` in one call, each `featured` one on its own and as a Product in the page's JSON-LD.
 */
export type ProductRequests = { batch: string[]; featured: string[] };

export const collectProductRequests = (blocks: readonly CmsBlock[]): ProductRequests => {
  const batch = new Set<string>();
  const featured = new Set<string>();
  const visit = (list: readonly CmsBlock[]) => {
    for (const block of list) {
      const definition = block.component && findBlock(block.component.name);
      if (definition && (definition.skus || definition.featuredProductSku)) {
        const parsed = parseBlockConfig(definition, block.component?.options, block.id);
        if (parsed.success) {
          definition.skus?.(parsed.config).forEach((sku) => batch.add(sku));
          const sku = definition.featuredProductSku?.(parsed.config);
          if (sku) {
            featured.add(sku);
          }
        }
      }
      visit(childBlocks(block));
    }
  };
  visit(blocks);
  return { batch: [...batch], featured: [...featured] };
};

/**
 * The block whose headline is the page's one h1: the first Hero Card or Headline, in
 * reading order, that shows a headline. Undefined when none does (the page then names
 * itself in a hidden h1).
 */
export const findPageHeadingBlock = (blocks: readonly CmsBlock[]): CmsBlock | undefined => {
  for (const block of blocks) {
    const definition = block.component && findBlock(block.component.name);
    if (definition?.pageHeading) {
      const parsed = parseBlockConfig(definition, block.component?.options);
      if (parsed.success && definition.pageHeading(parsed.config)) {
        return block;
      }
    }
    const inChildren = findPageHeadingBlock(childBlocks(block));
    if (inChildren) {
      return inChildren;
    }
  }
  return undefined;
};

// child blocks are parsed afresh on each walk, so a nested block is found again by its id
const isSameBlock = (block: CmsBlock, other: CmsBlock | undefined) =>
  other !== undefined && (block === other || (block.id !== undefined && block.id === other.id));

// Per server process: a broken block is worth one log line, not one per request.
const warnedBlocks = new Set<string>();

const warnOnce = (key: string, problems: string[]) => {
  if (!warnedBlocks.has(key)) {
    warnedBlocks.add(key);
    console.warn(`CMS block ${key} skipped: ${problems.join('; ')}`);
  }
};

const textBlock = css`
  & > :first-child {
    margin-top: 0;
  }
`;

/** Builder's own blocks that content commonly holds; a container is a block with children and no component. */
const CONTAINERS = new Set(['Core:Section', 'Box']);

type RenderBlockProps = { block: CmsBlock; data: BlockData; pageHeading?: CmsBlock | undefined };

const BuiltInBlock = ({ block, data, pageHeading }: RenderBlockProps) => {
  const name = block.component?.name;
  const options = block.component?.options ?? {};
  if (name === 'Text' && typeof options.text === 'string') {
    return (
      <div
        className={textBlock}
        data-block-id={block.id}
        // editor-authored rich text, shown as the SDK itself shows it
        dangerouslySetInnerHTML={{ __html: options.text }}
      />
    );
  }
  if (name === 'Image' && typeof options.image === 'string') {
    return (
      <img
        data-block-id={block.id}
        {...cmsImageAttributes(options.image, { sizes: '100vw', priority: 'lazy' })}
        alt={altText(typeof options.altText === 'string' ? options.altText : undefined)}
      />
    );
  }
  if ((name === undefined || CONTAINERS.has(name)) && block.children) {
    return (
      <div data-block-id={block.id}>
        <RenderBlocks blocks={childBlocks(block)} data={data} pageHeading={pageHeading} />
      </div>
    );
  }
  return null;
};

const RenderBlock = ({ block, data, pageHeading }: RenderBlockProps) => {
  const definition = block.component && findBlock(block.component.name);
  if (!definition) {
    return <BuiltInBlock block={block} data={data} pageHeading={pageHeading} />;
  }
  const parsed = parseBlockConfig(definition, block.component?.options, block.id);
  if (!parsed.success) {
    // the editor sees what is wrong in its preview (builder-components.tsx); the live page
    // goes without the block
    warnOnce(block.id ?? definition.name, parsed.problems);
    return null;
  }
  const prepare = serverPrepare.get(definition.name);
  const Component = definition.component;
  return (
    <div data-block-id={block.id}>
      <Component
        config={prepare ? prepare(parsed.config) : parsed.config}
        data={data}
        isPageHeading={isSameBlock(block, pageHeading)}
      />
    </div>
  );
};

export const RenderBlocks = ({
  blocks,
  data,
  pageHeading,
}: {
  blocks: readonly CmsBlock[];
  data: BlockData;
  /** the block that renders the page's h1 (findPageHeadingBlock) */
  pageHeading?: CmsBlock | undefined;
}) => (
  <>
    {blocks.map((block, index) => (
      <RenderBlock key={block.id ?? index} block={block} data={data} pageHeading={pageHeading} />
    ))}
  </>
);
