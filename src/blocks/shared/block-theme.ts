import { z } from 'zod';
import { colors } from '../../lib/theme.ts';

/** The LIGHT / DARK theme that most blocks offer the editor (SPEC.md 3). */
export const BlockThemeSchema = z.enum(['LIGHT', 'DARK']);
export type BlockTheme = z.infer<typeof BlockThemeSchema>;

export const blockThemeColors: Record<BlockTheme, { background: string; text: string }> = {
  LIGHT: { background: colors.paper, text: colors.ink },
  DARK: { background: colors.ink, text: colors.paper },
};
