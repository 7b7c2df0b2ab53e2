'use client';

import type { BuilderContextInterface, RegisteredComponent } from '@builder.io/sdk-react/edge';
import { z } from 'zod';
import { ProductSchema } from '../../contracts/site-api.ts';
import { BlockNotice } from './block-notice.tsx';
import type { BlockData, BlockDefinition } from './define-block.ts';
import { parseBlockConfig } from './parse-block-config.ts';
import { blockRegistry } from './registry.ts';

/**
 * Our blocks for the SDK's `Content`, which renders them only in the CMS editor's preview
 * (published content is rendered on the server by RenderBlocks).
 */

/**
 * What the preview page hands `Content` as `data`; the SDK merges it into the root state
 * it gives every component as `builderContext.rootState`.
 */
const PreviewDataSchema = z.object({
  productsBySku: z.record(z.string(), ProductSchema).default({}),
});

/**
 * What the SDK passes besides the block's options (which it spreads as props) and the
 * builderContext we ask for: the wrapper's attributes (empty without `noWrap`) and the
 * block's children.
 */
const SDK_PROPS = new Set(['attributes', 'children']);

type BuilderComponentProps = Record<string, unknown> & {
  builderContext?: Pick<BuilderContextInterface, 'rootState'>;
};

const previewData = (context: BuilderComponentProps['builderContext']): BlockData => {
  const parsed = PreviewDataSchema.safeParse(context?.rootState);
  return parsed.success ? parsed.data : { productsBySku: {} };
};

/**
 * A block as the SDK renders it: its options checked by the block's schema, an invalid
 * configuration shown as the same notice as RenderBlocks' preview.
 */
export const builderComponentFor = (definition: BlockDefinition) => {
  const BuilderComponent = ({ builderContext, ...props }: BuilderComponentProps) => {
    const options = Object.fromEntries(
      Object.entries(props).filter(([key]) => !SDK_PROPS.has(key)),
    );
    const parsed = parseBlockConfig(definition, options);
    if (!parsed.success) {
      return <BlockNotice problems={parsed.problems} />;
    }
    const Component = definition.component;
    return <Component config={parsed.config} data={previewData(builderContext)} />;
  };
  BuilderComponent.displayName = `Builder(${definition.name})`;
  return BuilderComponent;
};

/**
 * Every block of the registry, registered with the SDK. Without `noWrap` the SDK wraps
 * each in its own element carrying the block's id and styles, which the editor selects.
 */
export const builderComponents: RegisteredComponent[] = blockRegistry.map((definition) => ({
  name: definition.name,
  inputs: definition.inputs,
  ...(definition.hideFromInsertMenu === undefined
    ? {}
    : { hideFromInsertMenu: definition.hideFromInsertMenu }),
  shouldReceiveBuilderProps: { builderContext: true },
  component: builderComponentFor(definition),
}));
