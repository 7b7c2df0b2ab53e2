import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { z } from 'zod';
import {
  anchorsOf,
  brokenCitations,
  brokenLinks,
  configVariables,
  docPages,
  githubSlug,
  missingRepoPaths,
  pipelineMiddleware,
  referenceVariables,
  sectionLines,
  subHeadings,
  unnamedIn,
  unnamedScripts,
} from './docs-check.ts';
import { fixturePagePaths } from '../fixtures/cms-pages.ts';
import { blockRegistry } from '../src/blocks/registry.ts';

const ROOT = '.';
const REFERENCE = '## Configuration reference';
const CODE_FOLDERS = ['src', 'mocks', 'scripts', 'e2e', 'contracts', 'bench', 'fixtures'];

const codeFiles = () =>
  [
    ...CODE_FOLDERS.flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)),
    ),
    ...readdirSync('.').filter((file) => file.endsWith('.ts')),
  ].filter(
    // this test's own samples cite pages that are not there on purpose
    (file) =>
      /\.(ts|tsx|mjs|js|sh)$/.test(file) &&
      !file.includes('dist/') &&
      file !== 'scripts/docs-check.test.ts',
  );

test('every relative link and anchor in the README and docs/ resolves', () => {
  expect(brokenLinks(ROOT, docPages(ROOT))).toEqual([]);
});

test('every docs/ page and anchor a code comment cites is there', () => {
  const broken = codeFiles().flatMap((file) =>
    brokenCitations(ROOT, file, readFileSync(file, 'utf8')),
  );
  expect(broken).toEqual([]);
});

test("docs/operations.md's configuration reference lists exactly the variables src/lib/config.ts reads", () => {
  const read = configVariables(readFileSync('src/lib/config.ts', 'utf8'));
  const listed = referenceVariables(readFileSync('docs/operations.md', 'utf8'), REFERENCE);
  expect({
    undocumented: [...read].filter((name) => !listed.has(name)),
    'listed but not read': [...listed].filter((name) => !read.has(name)),
  }).toEqual({ undocumented: [], 'listed but not read': [] });
});

test('docs/development.md names every npm script', () => {
  const { scripts } = z
    .object({ scripts: z.record(z.string(), z.string()) })
    .parse(JSON.parse(readFileSync('package.json', 'utf8')));
  expect(unnamedScripts(Object.keys(scripts), readFileSync('docs/development.md', 'utf8'))).toEqual(
    [],
  );
});

test("docs/development.md's request guide names every middleware of the pipeline", () => {
  const guide = sectionLines(
    readFileSync('docs/development.md', 'utf8'),
    '## How a request is served',
  );
  expect(
    unnamedIn(pipelineMiddleware(readFileSync('src/middleware/pipeline.ts', 'utf8')), guide),
  ).toEqual([]);
});

test('every file the guides and the README name is there', () => {
  const ignored = readFileSync('.gitignore', 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.replace(/^\//, ''));
  const missing = docPages(ROOT)
    .filter((page) => !page.file.startsWith(join('docs', 'decisions')))
    .flatMap((page) =>
      missingRepoPaths(ROOT, page.text, ignored).map((path) => `${page.file}: ${path}`),
    );
  expect(missing).toEqual([]);
});

test("every registered block has its section in the editors' guide and in docs/behaviour.md", () => {
  const sections = (file: string, heading: string) =>
    subHeadings(sectionLines(readFileSync(file, 'utf8'), heading));
  const withoutSection = (headings: string[]) =>
    blockRegistry
      .map((block) => block.name)
      .filter(
        (name) => !headings.some((heading) => heading === name || heading.startsWith(`${name} (`)),
      );
  expect({
    'docs/editors.md': withoutSection(sections('docs/editors.md', '## The blocks')),
    'docs/behaviour.md': withoutSection(sections('docs/behaviour.md', '## Blocks')),
  }).toEqual({ 'docs/editors.md': [], 'docs/behaviour.md': [] });
});

test("docs/qa.md's fixture pages table has a row per fixture page and names every block", () => {
  const section = sectionLines(readFileSync('docs/qa.md', 'utf8'), '## The fixture pages');
  const table = section.slice(section.findIndex((line) => line.startsWith('|')));
  // the first table of the section only: the walkthrough's checks follow it
  const rows = table
    .slice(
      0,
      table.findIndex((line) => !line.startsWith('|')),
    )
    .filter((line) => line.startsWith('| `/'));
  const paths = rows.map((row) => /^\| `([^`]+)`/.exec(row)?.[1]);
  const text = rows.join('\n');
  expect({
    pages: paths,
    'blocks not named': blockRegistry.map((block) => block.name).filter((n) => !text.includes(n)),
  }).toEqual({ pages: [...fixturePagePaths], 'blocks not named': [] });
});

// The checks themselves, each shown catching what it is for.

test('slugs follow GitHub: code ticks, links and punctuation go, repeats are numbered', () => {
  expect(githubSlug('Mock backends as a server')).toBe('mock-backends-as-a-server');
  expect(githubSlug('6. Serve the mocks: `npm run mocks`')).toBe('6-serve-the-mocks-npm-run-mocks');
  expect(githubSlug('The [HTTP cache](x.md) in front')).toBe('the-http-cache-in-front');
  expect(githubSlug('Request limits & cookies')).toBe('request-limits--cookies');
  expect([...anchorsOf('# A\n## Notes\n```\n## Not a heading\n```\n### Notes\n')]).toEqual([
    'a',
    'notes',
    'notes-1',
  ]);
});

test('a missing file, a missing anchor and a missing anchor elsewhere are each reported', () => {
  const pages = [
    {
      file: 'docs/guide.md',
      text: [
        '# Guide',
        '## Start',
        'See [start](#start), [gone](#gone), [ops](operations.md#nowhere),',
        '[a file](../nothing.md), [web](https://example.com/#x) and `[code](nope.md)`,',
        'and [by reference][ref].',
        '',
        '[ref]: ../also-nothing.md#x',
        '```',
        '[fenced](nope.md)',
        '```',
      ].join('\n'),
    },
    { file: 'docs/operations.md', text: '# Operations\n## Health\n' },
  ];
  expect(brokenLinks(ROOT, pages)).toEqual([
    'docs/guide.md: #gone: no such anchor',
    'docs/guide.md: operations.md#nowhere: no such anchor',
    'docs/guide.md: ../nothing.md: no such file',
    'docs/guide.md: ../also-nothing.md#x: no such file',
  ]);
});

test('a code comment citing a page or anchor that is not there is reported', () => {
  const source = [
    '// docs/behaviour.md#search, #constants and #no-such-section',
    '// docs/no-such-guide.md#x',
  ].join('\n');
  expect(brokenCitations(ROOT, 'x.ts', source)).toEqual([
    'x.ts: docs/behaviour.md#no-such-section: no such anchor',
    'x.ts: docs/no-such-guide.md: no such file',
  ]);
});

test('a variable the schema reads, however it reads it, counts; one only the docs list is extra', () => {
  const source = `
    const EnvSchema = z.object({ PORT: z.coerce.number(), 'EDGE_PORT': z.string() });
    const mocks = present.MOCKS ?? process.env.MOCK_SCENARIO ?? process.env['SITE_HOSTS'];
    const config = { port: env.PORT, url: new URL(x).origin };
  `;
  expect([...configVariables(source)].sort()).toEqual([
    'EDGE_PORT',
    'MOCKS',
    'MOCK_SCENARIO',
    'PORT',
    'SITE_HOSTS',
  ]);
  const guide = [
    '## Configuration reference',
    '| variable | meaning |',
    '| --- | --- |',
    '| `PORT`, `EDGE_PORT` | ports (`3000`, `NOT_A_ROW_NAME` in the meaning) |',
    '| `STALE_VARIABLE` | gone |',
    '## Later',
    '| `ELSEWHERE` | not in the reference |',
  ].join('\n');
  expect([...referenceVariables(guide, REFERENCE)]).toEqual([
    'PORT',
    'EDGE_PORT',
    'STALE_VARIABLE',
  ]);
});

test('a script the guide does not name is reported, a longer name does not stand for it', () => {
  const guide = '`npm start`, `npm run mocks:record`, `npm run test:unit`, `prestart`';
  expect(unnamedScripts(['start', 'prestart', 'mocks', 'test', 'test:unit'], guide)).toEqual([
    'mocks',
    'test',
  ]);
});

test('a middleware of the pipeline the guide does not name in code is reported', () => {
  const pipeline = `export const requestPipeline = () => [
  requestLog,
  ...serverExtensions().middleware.map((handler) => () => handler),
  pageData,
  renderCache,
];`;
  expect(pipelineMiddleware(pipeline)).toEqual(['requestLog', 'pageData', 'renderCache']);
  expect(
    unnamedIn(pipelineMiddleware(pipeline), ['`requestLog` first; pageData', '`renderCache`']),
  ).toEqual(['pageData']);
});

test('a named file that is not there is reported; placeholders, ignored and real paths are not', () => {
  const page = [
    '`src/blocks/registry.ts`, `src/blocks/<name>/<name>.tsx`, `docs/decisions/NNN-title.md`',
    '`src/pages.gen.ts`, `src/blocks/gone.ts`, `src/nowhere/<name>.ts`',
    '```sh',
    'cat src/not-checked-in-code.ts',
    '```',
  ].join('\n');
  expect(missingRepoPaths(ROOT, page, ['src/pages.gen.ts'])).toEqual([
    'src/blocks/gone.ts',
    'src/nowhere/<name>.ts',
  ]);
});

test("a section's sub-headings, up to the next heading of its level", () => {
  const page = '## Blocks\n### Hero Card\ntext\n### FAQ (toggles)\n## Data\n### Not a block';
  expect(subHeadings(sectionLines(page, '## Blocks'))).toEqual(['Hero Card', 'FAQ (toggles)']);
});
