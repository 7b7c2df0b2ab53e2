import { css } from '@linaria/core';
import { cmsImageAttributes } from '../lib/cms-image.ts';
import { altText } from '../lib/readable-text.ts';
import type { BlockNode, BlockTree } from './block-tree.ts';
import type { BlockData } from './define-block.ts';
import { serverPrepare } from './server-prepare.ts';

/**
 * Published CMS content rendered by us, on the server: custom blocks are validated
 * by their schema and rendered as plain components, so static blocks ship no
 * JavaScript. The SDK's `Content` takes over only in the editor's preview. The blocks come
 * parsed (./block-tree.ts), once for the page, whatever walks them.
 */

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

type RenderBlockProps = { node: BlockNode; data: BlockData; heading: BlockNode | undefined };

const BuiltInBlock = ({ node, data, heading }: RenderBlockProps) => {
  const { block } = node;
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
        <BlockList nodes={node.children} data={data} heading={heading} />
      </div>
    );
  }
  return null;
};

const RenderBlock = ({ node, data, heading }: RenderBlockProps) => {
  const { block, definition, parsed } = node;
  if (!definition || !parsed) {
    return <BuiltInBlock node={node} data={data} heading={heading} />;
  }
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
        isPageHeading={node === heading}
      />
    </div>
  );
};

const BlockList = ({
  nodes,
  data,
  heading,
}: {
  nodes: readonly BlockNode[];
  data: BlockData;
  heading: BlockNode | undefined;
}) => (
  <>
    {nodes.map((node, index) => (
      <RenderBlock key={node.block.id ?? index} node={node} data={data} heading={heading} />
    ))}
  </>
);

/** A page's blocks; the tree's heading block renders the page's h1. */
export const RenderBlocks = ({ tree, data }: { tree: BlockTree; data: BlockData }) => (
  <BlockList nodes={tree.nodes} data={data} heading={tree.heading} />
);
