import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import {
  ContactUrlSchema,
  CssColourSchema,
  droppable,
  type DroppedField,
  isCssColour,
  isSafeUrl,
  parseDroppingBadFields,
  SafeUrlSchema,
} from './cms-fields.ts';

test('CSS colours: hex, rgb/rgba/hsl/hsla() and named colours', () => {
  for (const colour of [
    '#fff',
    '#FFFA',
    '#00ff00',
    '#00ff0080',
    'rgb(0, 128, 255)',
    'rgba(0,0,0,0.5)',
    'rgb(0 0 0 / 50%)',
    'hsl(120deg 50% 50%)',
    'hsla(120, 50%, 50%, .3)',
    'RebeccaPurple',
    'transparent',
  ]) {
    expect(isCssColour(colour), colour).toBe(true);
  }
});

test('anything that could add a declaration or load something is not a colour', () => {
  for (const value of [
    'red;position:fixed',
    'red; top: 0',
    'url(https://evil.example/x.png)',
    'expression(alert(1))',
    'rgb(0,0,0);x:y',
    'var(--x)',
    '#ggg',
    'red}',
    '',
    'calc(1px)',
    'rgb(0,0,0,0,0)',
  ]) {
    expect(isCssColour(value), value).toBe(false);
  }
});

test('URLs: http(s) addresses and site paths only', () => {
  for (const url of ['https://shop.example/x?y=1', 'http://a.example', '/science', '/a/b?c#d']) {
    expect(isSafeUrl(url), url).toBe(true);
  }
  for (const url of [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/x',
    '/\\evil.example',
    'relative/path',
    'https://ok.example/\nx',
    'mailto:a@b.example',
  ]) {
    expect(isSafeUrl(url), url).toBe(false);
  }
});

test('a contact link may also be tel: or mailto:', () => {
  for (const url of ['tel:+18005550142', 'mailto:support@shop.example', '/contact']) {
    expect(ContactUrlSchema.safeParse(url).success, url).toBe(true);
  }
  for (const url of ['javascript:alert(1)', 'data:text/html,x', 'tel:1 2']) {
    expect(ContactUrlSchema.safeParse(url).success, url).toBe(false);
  }
});

const Block = z.object({
  title: z.string(),
  tint: CssColourSchema.default('#000000'),
  link: SafeUrlSchema.optional(),
  slides: z.array(z.object({ url: SafeUrlSchema.optional(), colour: CssColourSchema.optional() })),
});

test('a bad field is dropped, its default applies, the rest of the block stays', () => {
  const dropped = vi.fn<(field: DroppedField) => void>();
  const result = parseDroppingBadFields(
    Block,
    {
      title: 'Hi',
      tint: 'red;position:fixed',
      link: 'data:text/html,x',
      slides: [
        { url: '/ok', colour: 'blue' },
        { url: 'vbscript:x', colour: 'url(x)' },
      ],
    },
    dropped,
  );
  expect(result.success && result.data).toEqual({
    title: 'Hi',
    tint: '#000000',
    slides: [{ url: '/ok', colour: 'blue' }, {}],
  });
  expect(dropped.mock.calls.map(([field]) => field.path).sort()).toEqual([
    'link',
    'slides.1.colour',
    'slides.1.url',
    'tint',
  ]);
});

test('any field can be made droppable: a bad choice or number gives way to its default', () => {
  const Tile = z.object({
    title: z.string().min(1),
    symbol: droppable(z.enum(['capsules', 'microscope'])).default('capsules'),
    rating: droppable(z.number().min(0).max(5)).optional(),
  });
  const dropped = vi.fn<(field: DroppedField) => void>();
  const bad = parseDroppingBadFields(Tile, { title: 'x', symbol: 'rocket', rating: '5' }, dropped);
  expect(bad.success && bad.data).toEqual({ title: 'x', symbol: 'capsules' });
  expect(dropped.mock.calls.map(([field]) => [field.path, field.value])).toEqual([
    ['symbol', 'rocket'],
    ['rating', '5'],
  ]);
  const good = parseDroppingBadFields(
    Tile,
    { title: 'x', symbol: 'microscope', rating: 4 },
    dropped,
  );
  expect(good.success && good.data).toEqual({ title: 'x', symbol: 'microscope', rating: 4 });
  // a field that is not droppable still fails the block
  expect(parseDroppingBadFields(Tile, { title: '', symbol: 'rocket' }, () => {}).success).toBe(
    false,
  );
});

test('other problems still fail the parse', () => {
  const result = parseDroppingBadFields(Block, { tint: 'url(x)', slides: [] }, () => {});
  expect(result.success).toBe(false);
});

test('the input is left as it was', () => {
  const input = { title: 'x', tint: 'red;', slides: [] };
  parseDroppingBadFields(Block, input, () => {});
  expect(input.tint).toBe('red;');
});
