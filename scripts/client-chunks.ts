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
 * most content shows most of them, and each chunk and its loader adds its own bytes. The A/B
 * test's island and the headline's button are in it too, through its barrel
 * (src/client-components/cms/content-islands.ts): 0.3 kB on every CMS page, against two chunks
 * and two requests of their own on a page with both.
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

/** plugin-rsc's modules: the one that loads each group's, and each group's, which imports its islands. */
const CLIENT_REFERENCES = '\0virtual:vite-rsc/client-references';
const GROUP_PREFIX = `${CLIENT_REFERENCES}/group/`;
const LAYOUT_GROUP = `${GROUP_PREFIX}facade:src/pages/_layout.tsx`;

/**
 * waku's own islands (its router's and slots'), which every page runs too: plugin-rsc groups
 * them apart, a chunk of 0.2 kB and a request of its own on every page, so they join the layout's.
 */
const WAKU_GROUP = `${GROUP_PREFIX}shared:node_modules/waku/`;

/** The chunk a group module's islands go in: the layout's, or the group's own name. */
export const chunkOfGroup = (group: string) =>
  group === LAYOUT_GROUP || group.startsWith(WAKU_GROUP)
    ? 'layout'
    : group.slice(GROUP_PREFIX.length);

/**
 * The group modules whose islands go in one chunk each with what they import, the first to
 * claim a module keeping it: the layout's (plugin-rsc's group of the layout's server chunk, and
 * waku's), which every page runs, then `clientChunkGroup`'s, the content's first, which every
 * CMS page runs. The CMS preview's is left to rolldown: it shares packages with the lazy loaders.
 */
const oneChunkGroups = (ctx: ChunkingContext) => {
  const imported = ctx.getModuleInfo(CLIENT_REFERENCES)?.dynamicallyImportedIds ?? [];
  const ours = imported
    .filter((id) => /^(?:content|block-.+)$/.test(id.slice(GROUP_PREFIX.length)))
    .toSorted((a, b) => Number(b.endsWith('/content')) - Number(a.endsWith('/content')));
  return [LAYOUT_GROUP, ...imported.filter((id) => id.startsWith(WAKU_GROUP)), ...ours];
};

/** Our own source, not a package's nor a virtual module (plugin-rsc's, `\0`-prefixed). */
const isOwnModule = (id: string) => !id.startsWith('\0') && !id.includes('/node_modules/');

/**
 * A package only our modules import (`@linaria/core`'s `cx`), not one the entry's packages
 * import too (React, which stays in the entry with them).
 */
const onlyOursImport = (id: string, ctx: ChunkingContext) => {
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  return importers.length > 0 && importers.every(isOwnModule);
};

/**
 * A block's group holds its own folder's modules only: one it shares with lazy modules (the
 * sign-up's submit, also the newsletter's and the SMS form's) is left to rolldown to split out,
 * since claimed by the block it made each of them load the block's chunk.
 */
export const groupHolds = (name: string, id: string) =>
  !name.startsWith('block-') || id.includes(`/src/blocks/${name.slice('block-'.length)}/`);

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
 * load; every CMS page runs the content's. Each goes in one chunk with its group's module,
 * not in the several small chunks rolldown splits out for each set of chunks (islands, lazy
 * modules, the CMS preview) that import a module too: each split chunk was its own request
 * and its own bytes, and a lazy module sharing one with the layout made the first load
 * request it. Packages (React, waku) stay where they are, in the entry.
 */
export const groupsInOneChunk = (): Plugin => ({
  name: 'storefront:groups-in-one-chunk',
  apply: 'build',
  configEnvironment(name) {
    if (name !== 'client') {
      return undefined;
    }
    let claimed: Map<string, string> | undefined;
    const claim = (ctx: ChunkingContext) => {
      const owners = new Map<string, string>();
      for (const group of oneChunkGroups(ctx)) {
        // named for the group: `layout`, `content`, `block-partner-email-form-card`…
        const name = chunkOfGroup(group);
        for (const id of staticallyImported(group, ctx)) {
          const ours = isOwnModule(id) || onlyOursImport(id, ctx);
          if (!owners.has(id) && (id === group || (ours && groupHolds(name, id)))) {
            owners.set(id, name);
          }
        }
      }
      return owners;
    };
    return {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: (id: string, ctx: ChunkingContext) => {
                    claimed ??= claim(ctx);
                    return claimed.get(id) ?? null;
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

/** The CMS preview's chunk, named for its group by plugin-rsc (`src/blocks/cms-preview.tsx`). */
const PREVIEW_CHUNK = 'cms-preview';

/**
 * What Vite preloads with a lazily loaded chunk besides its stylesheets, which Vite adds
 * itself: the chunks it imports, each file named in a list in the chunk that loads it. The CMS
 * preview's client reference is in waku's entry on every page, and its list named 17 files,
 * 0.1 kB of every first load; only an editor in the CMS's visual editor ever loads it, so it
 * preloads nothing more and fetches its imports once it is in.
 */
export const preloadedWith = (chunkName: string | undefined, imports: string[]) =>
  chunkName === PREVIEW_CHUNK ? [] : imports;

/**
 * Vite passes the chunk by its file name, a hash (./client-file-names.ts): the chunks' names
 * are read first, when the bundle is complete and before Vite writes the lists.
 */
export const previewPreloadsItsStylesheetsOnly = (): Plugin => {
  const chunkNames = new Map<string, string>();
  return {
    name: 'storefront:preview-preloads-its-stylesheets-only',
    apply: 'build',
    configEnvironment(name) {
      return name === 'client'
        ? {
            build: {
              modulePreload: {
                resolveDependencies: (file, imports) =>
                  preloadedWith(chunkNames.get(file), imports),
              },
            },
          }
        : undefined;
    },
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') {
            chunkNames.set(file.fileName, file.name);
          }
        }
      },
    },
  };
};
