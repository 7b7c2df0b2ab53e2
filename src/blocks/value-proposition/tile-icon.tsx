import type { TileIconStyle, TileSymbol } from './value-proposition.schema.ts';

// Outline shapes on a 24-unit grid; SOLID fills them, LIGHT thins the stroke.
const shapes: Record<TileSymbol, string[]> = {
  'list-check': ['M3 6l2 2 3-3', 'M3 13l2 2 3-3', 'M11 7h10', 'M11 14h10', 'M4 20h17'],
  capsules: [
    'M4.5 13.5l6-6a4.24 4.24 0 0 1 6 6l-6 6a4.24 4.24 0 0 1-6-6z',
    'M7.5 10.5l6 6',
    'M18 3.5a3 3 0 0 1 3 3v4',
  ],
  handshake: [
    'M2 8l4-3 4 2 3-2 4 1 5 4',
    'M2 8v6l6 5 2-1 2 1 2-1 2 1 6-5V10',
    'M10 7l-3 4a1.5 1.5 0 0 0 2 2l3-2 5 4',
  ],
  microscope: [
    'M9 3h4l-1 8h-2z',
    'M8 14a7 7 0 0 0 12 2',
    'M5 21h14',
    'M11 11v3',
    'M14 7a6 6 0 0 1 5 6',
  ],
};

const strokeWidths: Record<TileIconStyle, number> = { REGULAR: 2, SOLID: 2, LIGHT: 1 };

export const TileIcon = ({
  symbol,
  iconStyle,
}: {
  symbol: TileSymbol;
  iconStyle: TileIconStyle;
}) => (
  <svg
    width="40"
    height="40"
    viewBox="0 0 24 24"
    fill={iconStyle === 'SOLID' ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={strokeWidths[iconStyle]}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    data-symbol={symbol}
  >
    {/* one path of several subpaths: an element per stroke would repeat in the RSC payload */}
    <path d={shapes[symbol].join(' ')} />
  </svg>
);
