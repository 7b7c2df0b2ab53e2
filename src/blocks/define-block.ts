import type { ComponentInfo } from '@builder.io/sdk-react/edge';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Product } from '../../contracts/site-api.ts';
import type { Currency } from '../lib/price.ts';

/**
 * What a block receives besides its own configuration: data the page's server
 * component resolved before rendering, so no block fetches after hydration.
 */
export type BlockData = {
  /** products the page fetched by SKU for every block on it, keyed by SKU */
  productsBySku: Readonly<Record<string, Product>>;
  /** the currency the shopper pays in; unknown in the editor's preview */
  currency?: Currency | undefined;
};

/**
 * The product the page fetched for `sku`. The map is a plain object keyed by what the CMS
 * wrote, and a SKU such as `valueOf` or `constructor` would otherwise find Object.prototype's
 * function in place of a missing product (a 500); only the map's own entries are products.
 */
export const productOf = (productsBySku: BlockData['productsBySku'], sku: string) =>
  Object.hasOwn(productsBySku, sku) ? productsBySku[sku] : undefined;

export type BlockProps<Config> = {
  config: Config;
  data: BlockData;
  /** this block holds the page's one h1 (see `pageHeading` below) */
  isPageHeading?: boolean;
};

/** An input of the CMS editor, exactly as the Builder SDK registers it. */
export type BlockInput = NonNullable<ComponentInfo['inputs']>[number];

/**
 * One CMS block: the name existing content refers to, the schema its configuration
 * must pass, the inputs (with helper texts and editor checks) the editor shows, and
 * the component. The page fetches the products a block shows before render, the way
 * docs/behaviour.md#calls says for that block: `skus` in the one batch call (GET /products/skus);
 * `featuredProductSku` on its own (GET /product/sku/{sku}), and that product is also the
 * page's Product in its structured data (JSON-LD), so only a block that is about one product
 * (the Product Banner) names one; a block that merely shows a product uses `skus`.
 */
export type BlockDefinition<Schema extends z.ZodType = z.ZodType> = {
  name: string;
  schema: Schema;
  inputs: BlockInput[];
  component: ComponentType<BlockProps<z.output<Schema>>>;
  hideFromInsertMenu?: boolean;
  skus?: (config: z.output<Schema>) => string[];
  featuredProductSku?: (config: z.output<Schema>) => string;
  /** whether this configuration shows a headline that can be the page's h1: the first
   * such block on a page renders it as h1, every other as h2 */
  pageHeading?: (config: z.output<Schema>) => boolean;
};

export const defineBlock = <Schema extends z.ZodType>(definition: BlockDefinition<Schema>) =>
  definition;
