// Which browser chunk each client island's code is in (docs/decisions/014-browser-code-on-first-use.md).
import { getPluginApi } from '@vitejs/plugin-rsc';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';

type Manager = NonNullable<ReturnType<typeof getPluginApi>>['manager'];

const BLOCK_OF_ITS_OWN = /^src\/blocks\/(?!shared\/)([^/]+)\//;
const CONTENT = /^src\/(?:blocks\/shared|client-components\/cms)\//;

/**
 * The browser chunk group of a client reference, by its path from the project's root: a
 * block's own islands (`src/blocks/<block>/`) in a group of that block's, the islands blocks
 * share and the CMS page's wrappers in one; undefined keeps plugin-rsc's grouping (the
 * layout's islands, the CMS preview). One chunk per shared island cost more than it saved:
 * most content shows most of them, and each chunk and its loader adds its own bytes.
 */
export const clientChunkGroup = (relativeId: string) => {
  const block = BLOCK_OF_ITS_OWN.exec(relativeId)?.[1];
  if (block) {
    return `block-${block}`;
  }
  return CONTENT.test(relativeId) ? 'content' : undefined;
};

/**
 * plugin-rsc puts the client references one server chunk imports into one browser chunk, and
 * waku fixes that grouping (`clientChunks: (meta) => meta.serverChunk`) with no option of its
 * own. The server bundles every block's module into one shared chunk, so every page with any
 * block loaded every block's islands. The rsc build records each reference's server chunk in
 * plugin-rsc's manager; this renames it to `clientChunkGroup`'s group when the client build
 * starts, before that build reads it.
 */
export const clientChunksPerBlock = (): Plugin => {
  let manager: Manager | undefined;
  return {
    name: 'storefront:client-chunks-per-block',
    apply: 'build',
    configResolved(config) {
      manager = getPluginApi(config)?.manager;
    },
    buildStart() {
      if (this.environment.name !== 'client') {
        return;
      }
      if (!manager) {
        this.error('plugin-rsc is not among the plugins: its client chunks cannot be set');
      }
      for (const meta of Object.values(manager.clientReferenceMetaMap)) {
        const group = clientChunkGroup(manager.toRelativeId(meta.importId));
        // a reference no server chunk holds is one no server module renders: plugin-rsc skips it
        if (group && meta.serverChunk) {
          meta.serverChunk = group;
        }
      }
    },
  };
};

/** The browser's module of the layout's islands: plugin-rsc's group of the layout's server chunk. */
const LAYOUT_GROUP = '\0virtual:vite-rsc/client-references/group/facade:src/pages/_layout.tsx';

/** Our own source, not a package's nor a virtual module (plugin-rsc's, `\0`-prefixed). */
const isOwnModule = (id: string) => !id.startsWith('\0') && !id.includes('/node_modules/');

/** The modules `from` imports statically, directly or through others, itself included. */
const staticallyImported = (from: string, ctx: ChunkingContext) => {
  const found = new Set<string>();
  const next = [from];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (!found.has(id)) {
      found.add(id);
      next.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return found;
};

/**
 * Every page runs the layout's islands, so what they import statically is in every first
 * load: in one chunk with them, not in the several small chunks rolldown splits out of it for
 * each set of islands and lazy modules that import a module too (each split chunk its own
 * request and its own bytes). Packages (React, waku) stay where they are, in the entry.
 */
export const layoutInOneChunk = (): Plugin => ({
  name: 'storefront:layout-in-one-chunk',
  apply: 'build',
  configEnvironment(name) {
    if (name !== 'client') {
      return undefined;
    }
    let layout: Set<string> | undefined;
    return {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: (id: string, ctx: ChunkingContext) => {
                    layout ??= staticallyImported(LAYOUT_GROUP, ctx);
                    return layout.has(id) && isOwnModule(id) ? 'layout' : null;
                  },
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    };
  },
});
