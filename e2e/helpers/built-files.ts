import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The browser files of the build under test, by their address: scripts and stylesheets are
 * named by content hash alone, and the build writes which chunk or stylesheet each holds to
 * dist/client-files.json (scripts/client-file-names.ts).
 */
let files: Record<string, string> | undefined;
const builtFiles = () =>
  (files ??= z
    .record(z.string(), z.string())
    .parse(JSON.parse(readFileSync('dist/client-files.json', 'utf8'))));

/** What the built file at `path` (`/assets/….js`) holds: `layout`, `content.css`…, or undefined. */
export const chunkAt = (path: string) => builtFiles()[path.replace(/^\//, '')];

/** The address of the build's one file holding the chunk `name` (`index`, `carousel-paging`…). */
export const addressOfChunk = (name: string) => {
  const files = Object.entries(builtFiles()).filter(([, held]) => held === name);
  if (files.length !== 1) {
    throw new Error(`the build has ${files.length} files holding ${name}, not one`);
  }
  return `/${files[0]![0]}`;
};
