import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import {
  GENERATED_DIRECTORY,
  SUBSET_CODE_POINTS,
  codePointsOf,
  unicodeRange,
  writeInterSubset,
} from './inter-subset.ts';

test('a unicode-range joins neighbouring code points into runs', () => {
  expect(unicodeRange([0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014])).toBe(
    'U+0020-0022, U+00A0, U+2013-2014',
  );
  expect(codePointsOf('U+0020-0022, U+00A0')).toEqual([0x20, 0x21, 0x22, 0xa0]);
});

test("the subset's face alone holds the space and its characters; the latin file keeps the rest", async () => {
  await writeInterSubset(process.cwd());
  const css = readFileSync(join(GENERATED_DIRECTORY, 'inter.css'), 'utf8');
  const faces = [...css.matchAll(/src: url\(([^)]+)\)[^;]*;\s*unicode-range: ([^;]+);/g)].map(
    ([, url = '', range = '']) => ({ url, codePoints: new Set(codePointsOf(range)) }),
  );
  const subset = faces.find((face) => face.url.endsWith('/inter-basic-latin.woff2'));
  const latin = faces.find((face) => face.url.endsWith('/inter-latin-wght-normal.woff2'));
  expect(faces.filter((face) => face.codePoints.has(0x20))).toEqual([subset]);
  expect(SUBSET_CODE_POINTS.filter((codePoint) => latin?.codePoints.has(codePoint))).toEqual([]);
  // what @fontsource-variable/inter's latin face covers, one of the two faces still does
  const fontsource = readFileSync(join('node_modules/@fontsource-variable/inter/wght.css'), 'utf8');
  const latinRange = /inter-latin-wght-normal[^}]*unicode-range: ([^;]+);/.exec(fontsource)?.[1];
  const uncovered = codePointsOf(latinRange ?? '').filter(
    (codePoint) => !latin?.codePoints.has(codePoint) && !subset?.codePoints.has(codePoint),
  );
  expect(latinRange).toBeDefined();
  expect(uncovered).toEqual([]);
});
