import type { CSSProperties } from 'react';
import { z } from 'zod';
import { colors } from '../../lib/theme.ts';
import type { BlockInput } from '../define-block.ts';

/** The LIGHT and DARK themes (docs/behaviour.md#data) that editors pick per block. */
export const BlockThemeSchema = z.enum(['LIGHT', 'DARK']);
export type BlockTheme = z.output<typeof BlockThemeSchema>;

/** The editor's theme picker; a block whose schema defaults otherwise overrides `defaultValue`. */
export const themeInput: BlockInput = {
  name: 'theme',
  type: 'text',
  enum: BlockThemeSchema.options,
  defaultValue: 'LIGHT',
};

/**
 * Theme colours as CSS custom properties (--block-fg, --block-bg, --block-muted), so a
 * block's own linaria rules read them and no shared module has to carry CSS.
 */
export const themeStyle = (theme: BlockTheme): CSSProperties => {
  const vars =
    theme === 'DARK'
      ? { '--block-fg': colors.paper, '--block-bg': colors.ink, '--block-muted': colors.border }
      : { '--block-fg': colors.ink, '--block-bg': colors.paper, '--block-muted': colors.inkMuted };
  // React's CSSProperties has no index for custom properties; the keys above are all `--*`.
  return vars as CSSProperties;
};
