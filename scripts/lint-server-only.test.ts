import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { serverOnlyBoundary } from './lint-server-only.ts';

RuleTester.describe = describe;
RuleTester.it = it;

// a small tree on disk: the rule reads the imported modules
const root = mkdtempSync(join(tmpdir(), 'lint-server-only-'));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
  return join(root, path);
};
write('src/lib/cms/server.ts', "import 'server-only';\nexport const entry = 1;\n");
write('src/lib/cms/words.ts', 'export const words = 1;\n');
write('src/lib/shopper/browser/stored.ts', 'export const stored = 1;\n');
const island = join(root, 'src/client-components/island.tsx');
const browserHalf = join(root, 'src/lib/shopper/browser/prices.ts');
const serverComponent = join(root, 'src/server-components/page.tsx');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('server-only-boundary', serverOnlyBoundary, {
  valid: [
    // a client island may import what has no 'server-only'
    { filename: island, code: "'use client';\nimport { words } from '../lib/cms/words.ts';" },
    // a type is erased: nothing of the server module reaches the browser
    { filename: island, code: "'use client';\nimport type { entry } from '../lib/cms/server.ts';" },
    // a server component may import a server module
    { filename: serverComponent, code: "import { entry } from '../lib/cms/server.ts';" },
    { filename: browserHalf, code: "import { stored } from './stored.ts';" },
  ],
  invalid: [
    {
      filename: island,
      code: "'use client';\nimport { entry } from '../lib/cms/server.ts';",
      errors: [{ messageId: 'serverOnly' }],
    },
    {
      // the specifier without its extension resolves the same
      filename: island,
      code: "'use client';\nexport { entry } from '../lib/cms/server';",
      errors: [{ messageId: 'serverOnly' }],
    },
    {
      // no directive, but a browser half by where it lies
      filename: browserHalf,
      code: "import { entry } from '../../cms/server.ts';",
      errors: [{ messageId: 'serverOnly' }],
    },
    {
      filename: island,
      code: "'use client';\nconst load = () => import('../lib/cms/server.ts');",
      errors: [{ messageId: 'serverOnly' }],
    },
  ],
});
