import { z } from 'zod';
import { droppable, SafeUrlSchema } from '../../../contracts/cms-fields.ts';
import { BlockThemeSchema } from '../shared/block-theme.ts';
import { RequiredTextSchema } from '../shared/schema-fields.ts';

export const TileSymbolSchema = z.enum(['list-check', 'capsules', 'handshake', 'microscope']);
export const TileIconStyleSchema = z.enum(['REGULAR', 'SOLID', 'LIGHT']);

export const ValuePropositionConfigSchema = z.object({
  theme: BlockThemeSchema.default('LIGHT'),
  header: z.string().optional(),
  tiles: z
    .array(
      z.object({
        // an icon the storefront does not have falls back to the default; the tile stays
        symbol: droppable(TileSymbolSchema).default('list-check'),
        style: droppable(TileIconStyleSchema).default('REGULAR'),
        title: RequiredTextSchema,
        body: z.string().optional(),
        url: SafeUrlSchema.optional(),
      }),
    )
    .default([]),
});
export type ValuePropositionConfig = z.output<typeof ValuePropositionConfigSchema>;
export type TileSymbol = z.output<typeof TileSymbolSchema>;
export type TileIconStyle = z.output<typeof TileIconStyleSchema>;
