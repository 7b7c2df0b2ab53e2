import { z } from 'zod';
import { CssColourSchema, SafeUrlSchema } from '../../../contracts/cms-fields.ts';
import { BlockThemeSchema } from '../shared/block-theme.ts';
import { RequiredTextSchema } from '../shared/schema-fields.ts';

export const MobileMediaBreakpointSchema = z.enum(['mobile', 'tablet']);
export const HeroTextSizeSchema = z.enum(['small', 'medium', 'large', 'XL', '2XL']);
export const HorizontalPositionSchema = z.enum(['left', 'center', 'right']);
export const VerticalPositionSchema = z.enum(['top', 'center', 'bottom']);

export const HeroButtonSchema = z.object({
  text: RequiredTextSchema,
  // an emptied link field means the default, not a broken link
  link: z.preprocess((value) => (value === '' ? undefined : value), SafeUrlSchema.default('/')),
  buttonTheme: BlockThemeSchema.default('LIGHT'),
});

export const HeroHeaderSchema = z.object({
  // required in the editor; without it the block still shows its media, just no header text
  line1: z.string().optional(),
  line2: z.string().optional(),
  textSize: HeroTextSizeSchema.default('medium'),
  textColor: CssColourSchema.optional(),
  horizontalPosition: HorizontalPositionSchema.default('left'),
  verticalPosition: VerticalPositionSchema.default('top'),
  topSubtext: z.string().optional(),
  bottomSubtext: z.string().optional(),
  buttons: z.array(HeroButtonSchema).default([]),
});

export const HeroCardConfigSchema = z.object({
  desktopVideo: z.string().optional(),
  mobileVideo: z.string().optional(),
  desktopImage: SafeUrlSchema.optional(),
  mobileImage: SafeUrlSchema.optional(),
  tintColor: CssColourSchema.default('#000000'),
  mobileMediaBreakpoint: MobileMediaBreakpointSchema.default('mobile'),
  header: HeroHeaderSchema.prefault({}),
});
export type HeroCardConfig = z.output<typeof HeroCardConfigSchema>;
export type MobileMediaBreakpoint = z.output<typeof MobileMediaBreakpointSchema>;
