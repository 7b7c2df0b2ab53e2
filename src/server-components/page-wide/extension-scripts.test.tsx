import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { serverExtensions } from '../../lib/server-extensions.ts';
import { ExtensionScripts } from './extension-scripts.tsx';

afterEach(() => {
  serverExtensions().pageScripts.length = 0;
});

test('a production server asks for no script: no markup at all', () => {
  expect(renderToStaticMarkup(<ExtensionScripts />)).toBe('');
});

test("an extension's script is a module loaded without blocking the page", () => {
  serverExtensions().pageScripts.push('/__mocks/scenario-bar.js');
  expect(renderToStaticMarkup(<ExtensionScripts />)).toContain('src="/__mocks/scenario-bar.js"');
});
