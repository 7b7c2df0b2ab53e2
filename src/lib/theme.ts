/** Brand identity and design tokens: the one place that names the brand and its colours. */
export const brand = {
  name: 'Lumen Nutrition',
  shortName: 'Lumen',
  assistantName: 'Lumi',
} as const;

export const colors = {
  ink: '#1b2420',
  inkMuted: '#56635d',
  paper: '#ffffff',
  canvas: '#f6f4ef',
  primary: '#1f5c46',
  primaryHover: '#17473a',
  accent: '#e3a83b',
  border: '#dcd8cf',
  success: '#1e7b3c',
  error: '#b3261e',
  warn: '#a15c00',
  info: '#1f5c8c',
  focus: '#2b6cb0',
  tagBackground: '#000000',
  tagText: '#FFFFFF',
} as const;

/** Image and layout breakpoints of docs/behaviour.md#constants, in px. */
export const breakpoints = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
} as const;

/**
 * The inline padding of every band of the footer, in both layouts, so the link columns, the
 * country row and the legal part start at one left edge (the header's edge from md up).
 */
export const footerGutter = `
  padding-inline: 1.25rem;
  @media (min-width: ${breakpoints.md}px) {
    padding-inline: 1.5rem;
  }
`;

export const fonts = {
  body: "'Inter Variable', 'Inter Fallback', system-ui, sans-serif",
  heading: "'Georgia', 'Times New Roman', serif",
} as const;

/**
 * For a shape painted as `background: currentColor` (a CSS mask, a filled dot). Forced-colors
 * mode (Windows High Contrast) replaces backgrounds with the page's colour, which would erase
 * the shape; it takes the system colour named here instead, for text on the page or on a button.
 */
export const paintedInForcedColors = (systemColor: 'CanvasText' | 'ButtonText') => `
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background: ${systemColor};
  }
`;

/**
 * For a button drawn as a filled shape with no border: forced-colors mode drops the fill, and
 * without the system's border the button would read as plain text.
 */
export const outlinedInForcedColors = `
  @media (forced-colors: active) {
    border: 1px solid ButtonText;
  }
`;

/** A pill filled with the brand's colour: the sign-up forms' submit (each sets its padding). */
export const primaryPillButton = `
  border: 0;
  ${outlinedInForcedColors}
  border-radius: 999px;
  background: ${colors.primary};
  color: ${colors.paper};
  font-weight: 700;
  cursor: pointer;
`;

/** A round, borderless icon button in the colour of its text: a message's close (×). */
export const closeIconButton = `
  display: inline-flex;
  padding: 0.25rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

/**
 * A CMS block's band, full width in the colours of the theme its editor picked (the variables
 * src/blocks/shared/block-theme.ts sets); each block says its own padding.
 */
export const blockSection = (padding: string) => `
  padding: ${padding};
  color: var(--block-fg);
  background: var(--block-bg);
`;

/** The header bar that sticks to the top of the page, in either layout. */
export const stickyHeaderBar = `
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${colors.paper};
  border-bottom: 1px solid ${colors.border};
`;
