import { expect, test } from 'vitest';
import { chunkOfGroup, clientChunkGroup, groupHolds, preloadedWith } from './client-chunks.ts';

test("a block's own island is in its block's group, so a page without the block never loads it", () => {
  expect(clientChunkGroup('src/blocks/partner-email-form-card/partner-email-form.tsx')).toBe(
    'block-partner-email-form-card',
  );
});

test("the islands blocks share and the CMS page's wrappers are in one content group", () => {
  expect(clientChunkGroup('src/blocks/shared/carousel/carousel.tsx')).toBe('content');
  expect(clientChunkGroup('src/blocks/shared/add-to-cart-button.tsx')).toBe('content');
  expect(clientChunkGroup('src/client-components/cms/content-status.tsx')).toBe('content');
  // the one client reference the server components import them through
  expect(clientChunkGroup('src/client-components/cms/content-islands.ts')).toBe('content');
});

test("the layout's islands and the CMS preview keep plugin-rsc's grouping", () => {
  expect(clientChunkGroup('src/client-components/layout-islands.ts')).toBeUndefined();
  expect(clientChunkGroup('src/blocks/cms-preview.tsx')).toBeUndefined();
});

test("a block's chunk holds its own folder's modules, not what it shares with lazy modules", () => {
  const root = '/work/storefront';
  expect(
    groupHolds(
      'block-partner-email-form-card',
      `${root}/src/blocks/partner-email-form-card/partner-email-form.tsx`,
    ),
  ).toBe(true);
  // the sign-up's submit, which the newsletter's and the SMS form's lazy code import too
  expect(groupHolds('block-partner-email-form-card', `${root}/src/lib/sign-up-submit.ts`)).toBe(
    false,
  );
  expect(groupHolds('block-headline', `${root}/src/blocks/partner-email-form-card/x.tsx`)).toBe(
    false,
  );
  // the layout's and the content's groups hold whatever of ours they import
  expect(groupHolds('layout', `${root}/src/lib/sign-up-submit.ts`)).toBe(true);
  expect(groupHolds('content', `${root}/src/lib/theme.ts`)).toBe(true);
});

test("the CMS preview's chunk preloads none of its imports; any other chunk all of them", () => {
  const imports = ['assets/core-1.js', 'assets/site-api-2.js'];
  expect(preloadedWith('cms-preview', imports)).toEqual([]);
  expect(preloadedWith('layout', imports)).toEqual(imports);
  expect(preloadedWith(undefined, imports)).toEqual(imports);
});

test("waku's own islands go in the layout's chunk; a group of ours in its own", () => {
  const group = '\0virtual:vite-rsc/client-references/group/';
  expect(chunkOfGroup(`${group}facade:src/pages/_layout.tsx`)).toBe('layout');
  expect(chunkOfGroup(`${group}shared:node_modules/waku/dist/minimal/client.js`)).toBe('layout');
  expect(chunkOfGroup(`${group}content`)).toBe('content');
  expect(chunkOfGroup(`${group}block-partner-email-form-card`)).toBe(
    'block-partner-email-form-card',
  );
});
