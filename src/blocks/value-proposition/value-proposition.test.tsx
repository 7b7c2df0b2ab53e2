import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { parseBlockConfig } from '../parse-block-config.ts';
import { runEditorCheck } from '../shared/editor-checks.testing.ts';
import { valuePropositionBlock } from './value-proposition.block.ts';
import { tileWidthClasses, ValueProposition } from './value-proposition.tsx';
import { ValuePropositionConfigSchema } from './value-proposition.schema.ts';

const tile = (title: string, extra: Record<string, unknown> = {}) => ({ title, ...extra });

const renderBlock = (config: Record<string, unknown>) =>
  render(
    <ValueProposition
      config={ValuePropositionConfigSchema.parse(config)}
      data={{ productsBySku: {} }}
    />,
  );

test('the schema requires a tile title and defaults symbol, style and theme', () => {
  expect(ValuePropositionConfigSchema.parse({ tiles: [tile('Tested')] })).toEqual({
    theme: 'LIGHT',
    tiles: [{ title: 'Tested', symbol: 'list-check', style: 'REGULAR' }],
  });
  expect(ValuePropositionConfigSchema.safeParse({ tiles: [{ body: 'b' }] }).success).toBe(false);
  expect(
    ValuePropositionConfigSchema.safeParse({ tiles: [tile('T', { symbol: 'pills' })] }).success,
  ).toBe(false);
});

test('a symbol or style the storefront does not have gives way to the default; the tile stays', () => {
  const parsed = parseBlockConfig(valuePropositionBlock, {
    tiles: [tile('Tested', { symbol: 'pills', style: 'NEON' }), tile('Sourced')],
  });
  expect(parsed.success && parsed.config.tiles).toEqual([
    { title: 'Tested', symbol: 'list-check', style: 'REGULAR' },
    { title: 'Sourced', symbol: 'list-check', style: 'REGULAR' },
  ]);
});

test('shows the optional header and each tile with icon, title and body, linking to its url', () => {
  renderBlock({
    header: 'Why Lumen',
    tiles: [
      tile('Third-party tested', {
        symbol: 'microscope',
        style: 'SOLID',
        body: 'Every batch.',
        url: '/quality',
      }),
      tile('Clean capsules', { symbol: 'capsules' }),
    ],
  });
  expect(screen.getByRole('heading', { level: 2, name: 'Why Lumen' })).toBeInTheDocument();
  const link = screen.getByRole('link', { name: /Third-party tested/ });
  expect(link).toHaveAttribute('href', '/quality');
  expect(within(link).getByText('Every batch.')).toBeInTheDocument();
  expect(link.querySelector('svg[data-symbol="microscope"]')).toHaveAttribute(
    'fill',
    'currentColor',
  );
  const items = screen.getAllByRole('listitem');
  expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
  expect(items[1]!.querySelector('svg[data-symbol="capsules"]')).toHaveAttribute('fill', 'none');
});

test('without a header only the tiles show', () => {
  renderBlock({ tiles: [tile('Only')] });
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Only' })).toBeInTheDocument();
});

test.each([
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 4],
  [6, 4],
])('%i tiles get the width class for %i per row', (count, perRow) => {
  renderBlock({ tiles: Array.from({ length: count }, (_, index) => tile(`Tile ${index}`)) });
  for (const item of screen.getAllByRole('listitem')) {
    expect(item).toHaveClass(tileWidthClasses[perRow]!);
  }
  const others = new Set(tileWidthClasses.filter((name) => name !== tileWidthClasses[perRow]));
  for (const name of others) {
    expect(screen.getAllByRole('listitem')[0]).not.toHaveClass(name);
  }
});

test.each(['direct', 'in-editor'] as const)(
  'editor check (%s): a header over 40 characters is truncated to 40 with an alert',
  (mode) => {
    const check = (length: number) =>
      runEditorCheck(valuePropositionBlock.inputs, 'header', { header: 'y'.repeat(length) }, mode);
    const long = check(45);
    expect(long.options.get('header')).toBe('y'.repeat(40));
    expect(long.alerts).toEqual(['Maximum header length is 40 characters']);
    const fine = check(40);
    expect(fine.options.get('header')).toBe('y'.repeat(40));
    expect(fine.alerts).toEqual([]);
  },
);

test('the editor tells tile bodies are 60 characters max and no more than 4 tiles', () => {
  const tiles = valuePropositionBlock.inputs.find((input) => input.name === 'tiles');
  expect(tiles?.helperText).toBe('No more than 4 tiles recommended.');
  expect(tiles?.subFields?.find((input) => input.name === 'body')?.helperText).toBe(
    '60 characters max',
  );
});
