import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

/**
 * What keeps the README and docs/ true (docs/development.md#docs-kept-true): links and
 * anchors that resolve, a configuration reference that lists exactly what the configuration
 * schema reads, a development guide that names every npm script. Pure functions over text,
 * so scripts/docs-check.test.ts can show each one catching a broken sample.
 */

const FENCE = /^\s*(```|~~~)/;

/** The lines outside fenced code blocks, with their inline code spans kept. */
const proseLines = (markdown: string): string[] => {
  let inFence = false;
  return markdown.split('\n').filter((line) => {
    if (FENCE.test(line)) {
      inFence = !inFence;
      return false;
    }
    return !inFence;
  });
};

/** GitHub's heading anchor (github-slugger): lower case, punctuation dropped, spaces to hyphens. */
export const githubSlug = (heading: string): string =>
  heading
    // the rendered text: link targets, code ticks and emphasis marks are not part of it
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Every anchor a page offers: its headings' slugs (repeats get -1, -2, …) and HTML ids. */
export const anchorsOf = (markdown: string): Set<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = githubSlug(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) {
      anchors.add(match[1]!);
    }
  }
  return anchors;
};

/** The targets of a page's links and images, inline or by reference (`[label]: target`), outside code. */
export const linkTargets = (markdown: string): string[] =>
  proseLines(markdown)
    .map((line) => line.replace(/`[^`]*`/g, ''))
    .flatMap((line) => [
      ...line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
      ...line.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/g),
    ])
    .map((match) => match[1]!);

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export type Page = { file: string; text: string };

/**
 * Links among the pages that lead nowhere: a file that is not there, or an anchor the
 * target page does not have. `root` is the repository; `pages` every markdown file in it
 * that links are checked in, and whose anchors are known.
 */
export const brokenLinks = (root: string, pages: Page[]): string[] => {
  const anchors = new Map(pages.map((page) => [normalize(page.file), anchorsOf(page.text)]));
  const exists = (file: string) => anchors.has(file) || existsSync(join(root, file));
  const anchorsIn = (file: string) =>
    anchors.get(file) ?? anchorsOf(readFileSync(join(root, file), 'utf8'));
  return pages.flatMap((page) =>
    linkTargets(page.text)
      .filter((target) => !EXTERNAL.test(target))
      .flatMap((target) => {
        const [path = '', anchor] = target.split('#');
        const file = path === '' ? page.file : normalize(join(dirname(page.file), path));
        if (!exists(file)) {
          return [`${page.file}: ${target}: no such file`];
        }
        if (anchor === undefined || !file.endsWith('.md')) {
          return [];
        }
        return anchorsIn(file).has(anchor) ? [] : [`${page.file}: ${target}: no such anchor`];
      }),
  );
};

/**
 * Docs cited by code comments (`docs/behaviour.md#search, #constants`): those whose file or
 * anchor is not there. Paths are from the repository's root, as code comments write them.
 */
export const brokenCitations = (root: string, file: string, source: string): string[] =>
  [
    ...source.matchAll(
      /\b(docs\/[\w./-]+\.md|README\.md)((?:#[\w-]+)?(?:(?:,\s*|\s+and\s+|\s*\/\s*)#[\w-]+)*)/g,
    ),
  ].flatMap((match) => {
    const [, cited = '', anchorList = ''] = match;
    if (!existsSync(join(root, cited))) {
      return [`${file}: ${cited}: no such file`];
    }
    const anchors = anchorsOf(readFileSync(join(root, cited), 'utf8'));
    return [...anchorList.matchAll(/#([\w-]+)/g)]
      .map((anchor) => anchor[1]!)
      .filter((anchor) => !anchors.has(anchor))
      .map((anchor) => `${file}: ${cited}#${anchor}: no such anchor`);
  });

const ENV_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/**
 * The environment variables a configuration module reads: the keys of its `z.object({…})`
 * schemas, and every UPPER_CASE property it reads (`present.MOCKS`, `process.env.X`,
 * `env['X']`), however the module comes to read them.
 */
export const configVariables = (source: string): Set<string> => {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.getText() === 'z.object' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const property of node.arguments[0].properties) {
        if (
          property.name &&
          (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
        ) {
          names.add(property.name.text);
        }
      }
    }
    if (ts.isPropertyAccessExpression(node) && ENV_NAME.test(node.name.text)) {
      names.add(node.name.text);
    }
    if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)) {
      names.add(node.argumentExpression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('config.ts', source, ts.ScriptTarget.Latest, true));
  return new Set([...names].filter((name) => ENV_NAME.test(name)));
};

/** The lines of one section of a page: from `heading` to the next heading of its level or higher. */
export const sectionLines = (markdown: string, heading: string): string[] => {
  const lines = proseLines(markdown);
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start === -1) {
    throw new Error(`no "${heading}" section`);
  }
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  const end = lines.findIndex(
    (line, index) => index > start && (/^#+/.exec(line)?.[0].length ?? 7) <= level,
  );
  return lines.slice(start + 1, end === -1 ? undefined : end);
};

/** The variables a guide's reference table lists: the names in the first cell of each row under `heading`. */
export const referenceVariables = (markdown: string, heading: string): Set<string> =>
  new Set(
    sectionLines(markdown, heading)
      .filter((line) => line.startsWith('|') && !/^\|[\s:|-]+\|$/.test(line))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)])
      .map((match) => match[1]!)
      .filter((name) => ENV_NAME.test(name)),
  );

/** The middleware `requestPipeline` lists, by name, in the order of src/middleware/pipeline.ts. */
export const pipelineMiddleware = (source: string): string[] => {
  const list = /export const requestPipeline = \(\) => \[([\s\S]*?)\];/.exec(source)?.[1];
  if (list === undefined) {
    throw new Error('no requestPipeline list');
  }
  return [...list.matchAll(/^\s*([A-Za-z]\w*),?\s*$/gm)].map((match) => match[1]!);
};

/** The names a section never writes as code (`` `name` ``). */
export const unnamedIn = (names: readonly string[], section: readonly string[]): string[] => {
  const text = section.join('\n');
  return names.filter((name) => !text.includes(`\`${name}\``));
};

/** The sub-headings (`### …`) of a section, as written. */
export const subHeadings = (section: readonly string[]): string[] =>
  section.flatMap((line) => /^###\s+(.+?)\s*$/.exec(line)?.[1] ?? []);

const REPO_FOLDERS = [
  'src',
  'e2e',
  'mocks',
  'contracts',
  'fixtures',
  'docs',
  'scripts',
  'edge',
  'bench',
];
const REPO_PATH = new RegExp(`\`((?:${REPO_FOLDERS.join('|')})/[^\`\\s]*)\``, 'g');
// where a path stops being a real name: `src/blocks/<name>/`, a decision's `NNN-title.md`
const PLACEHOLDER = /<|\*|\{|…|\b[A-Z]{3,}\b/;

/**
 * The repository paths a page names in code spans that are not there. A path with a
 * placeholder counts up to the folder before it; `ignored` are git-ignored paths a tool writes
 * (`.gitignore`'s lines), which a fresh clone does not have.
 */
export const missingRepoPaths = (
  root: string,
  markdown: string,
  ignored: readonly string[],
): string[] =>
  [
    ...new Set(
      proseLines(markdown).flatMap((line) => [...line.matchAll(REPO_PATH)].map((m) => m[1]!)),
    ),
  ].filter((named) => {
    const cut = named.search(PLACEHOLDER);
    const path = (cut === -1 ? named : named.slice(0, named.lastIndexOf('/', cut) + 1)).replace(
      /[#:].*$/,
      '',
    );
    const isIgnored = ignored.some(
      (entry) => path === entry || path.startsWith(entry.endsWith('/') ? entry : `${entry}/`),
    );
    return !isIgnored && !existsSync(join(root, path));
  });

/** The npm scripts a guide never names, as `npm run NAME`, `npm NAME` or `` `NAME` ``. */
export const unnamedScripts = (scripts: string[], guide: string): string[] =>
  scripts.filter((name) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return !new RegExp(`(npm (run )?${escaped}|\`${escaped}\`)(?![\\w:-])`).test(guide);
  });

/** The markdown files of the README and docs/, relative to the repository. */
export const docPages = (root: string): Page[] =>
  [
    'README.md',
    ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => join('docs', file)),
  ].map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
