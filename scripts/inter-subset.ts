// The typeface's file for the first paint: the characters the storefront's English pages
// print, cut from Inter's latin file at build time (docs/decisions/036-font-subset.md).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** Basic Latin, the spaces and the punctuation, currency and symbols the pages and blocks print. */
const EXTRA_CHARACTERS =
  '\u00a0\u00a3\u00a9\u00ad\u00ae\u00b0\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122\u2190\u2192';
export const SUBSET_CODE_POINTS = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index),
  ...[...EXTRA_CHARACTERS].map((character) => character.codePointAt(0) ?? 0),
].toSorted((a, b) => a - b);

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The code points as a `unicode-range`, runs of neighbours joined. */
export const unicodeRange = (codePoints: readonly number[]) => {
  const runs: [number, number][] = [];
  for (const codePoint of codePoints) {
    const last = runs.at(-1);
    if (last && codePoint === last[1] + 1) {
      last[1] = codePoint;
    } else {
      runs.push([codePoint, codePoint]);
    }
  }
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
};

export const GENERATED_DIRECTORY = 'src/styles/generated';
const FONT_FILE = 'inter-basic-latin.woff2';
const STYLESHEET_FILE = 'inter.css';
const LATIN_FILE = 'inter-latin-wght-normal.woff2';

/** The code points of a `unicode-range` such as `U+0000-00FF,U+0131`. */
export const codePointsOf = (range: string) =>
  range.split(',').flatMap((part) => {
    const [from = 0, to = from] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hexDigits) => Number.parseInt(hexDigits, 16));
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });

/*
 * @fontsource-variable/inter's faces, with the latin face's range less the subset's, then the
 * subset's face. The ranges must not overlap: Chrome takes a family's first face that holds a
 * space for its metrics (`ch`, `line-height: normal`), and loaded the full latin file for it.
 */
const stylesheetFrom = (fontsourceCss: string, fontsourceDirectory: string, directory: string) => {
  const subset = new Set(SUBSET_CODE_POINTS);
  const faces = fontsourceCss
    .replaceAll(/url\(\.\/files\/([\w.-]+)\)/g, (_, file: string) => {
      const path = relative(directory, join(fontsourceDirectory, 'files', file));
      return `url(${path.split(sep).join('/')})`;
    })
    .replace(
      new RegExp(`(${LATIN_FILE.replace('.', '\\.')}[^}]*unicode-range: )([^;]+);`),
      (_, before: string, range: string) =>
        `${before}${unicodeRange(codePointsOf(range).filter((codePoint) => !subset.has(codePoint)))};`,
    );
  return `/* Written by scripts/inter-subset.ts at build time; not kept in git. */
${faces}
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./${FONT_FILE}) format('woff2-variations');
  unicode-range: ${unicodeRange(SUBSET_CODE_POINTS)};
}
`;
};

/** Writes the subset and Inter's faces, unless the same ones are there already. */
export const writeInterSubset = async (root: string) => {
  const directory = join(root, GENERATED_DIRECTORY);
  const stylesheetPath = join(directory, STYLESHEET_FILE);
  const fontPath = join(directory, FONT_FILE);
  const fontsourceCssPath = createRequire(join(root, 'package.json')).resolve(
    '@fontsource-variable/inter/wght.css',
  );
  const fontsourceDirectory = dirname(fontsourceCssPath);
  const stylesheet = stylesheetFrom(
    readFileSync(fontsourceCssPath, 'utf8'),
    fontsourceDirectory,
    directory,
  );
  if (
    existsSync(fontPath) &&
    existsSync(stylesheetPath) &&
    readFileSync(stylesheetPath, 'utf8') === stylesheet
  ) {
    return;
  }
  const subset = await subsetFont(
    readFileSync(join(fontsourceDirectory, 'files', LATIN_FILE)),
    String.fromCodePoint(...SUBSET_CODE_POINTS),
    { targetFormat: 'woff2' },
  );
  mkdirSync(directory, { recursive: true });
  writeFileSync(fontPath, subset);
  writeFileSync(stylesheetPath, stylesheet);
};

/** Writes the subset before anything resolves it: in a build and in the dev server alike. */
export const interSubset = (): Plugin => ({
  name: 'storefront:inter-subset',
  async configResolved(config) {
    await writeInterSubset(config.root);
  },
});
