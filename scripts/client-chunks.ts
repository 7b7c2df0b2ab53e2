// Which browser chunk each client island's code is in (docs/decisions/014-browser-code-on-first-use.md).
import { getPluginApi } from '@vitejs/plugin-rsc';
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
