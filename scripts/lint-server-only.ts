/**
 * A lint rule that follows the modules themselves rather than their folders: a module that
 * reaches the browser (it starts with 'use client', or it lies in a browser half,
 * src/lib/<concept>/browser/) may not import a module that starts with `import 'server-only'`.
 * The build would fail on such an import too (waku's RSC plugin), but only in the client
 * environment and with the whole chain to read; this says it at the import, in the editor.
 * Type-only imports are erased, so they pass.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Rule } from 'eslint';

const SERVER_ONLY = /^import ['"]server-only['"];?\s*$/m;
const BROWSER_HALF = /[\\/]src[\\/]lib[\\/][^\\/]+[\\/]browser[\\/]/;
// the module specifiers of this repo name their extension; a bare folder or name is tried too
const CANDIDATE_ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const resolveRelative = (from: string, specifier: string): string | undefined =>
  CANDIDATE_ENDINGS.map((ending) => resolve(dirname(from), specifier + ending)).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );

/** Whether a module on disk declares itself server-only. */
export const importsServerOnly = (file: string) => SERVER_ONLY.test(readFileSync(file, 'utf8'));

export const serverOnlyBoundary: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A 'use client' module, or one in a browser half, may not import a server-only module",
    },
    schema: [],
    messages: {
      serverOnly:
        "'{{specifier}}' imports 'server-only', and this module reaches the browser ({{why}}).",
    },
  },
  create(context) {
    const { filename } = context;
    const useClient = context.sourceCode.ast.body.some(
      (statement) =>
        statement.type === 'ExpressionStatement' &&
        'directive' in statement &&
        statement.directive === 'use client',
    );
    const why = useClient ? "'use client'" : BROWSER_HALF.test(filename) ? 'a browser half' : '';
    if (!why) {
      return {};
    }
    const check = (node: Rule.Node, source: unknown, typeOnly: boolean) => {
      if (typeOnly || typeof source !== 'string' || !source.startsWith('.')) {
        return;
      }
      const target = resolveRelative(filename, source);
      if (target && importsServerOnly(target)) {
        context.report({ node, messageId: 'serverOnly', data: { specifier: source, why } });
      }
    };
    // typescript-eslint's nodes carry importKind / exportKind; a type-only one is erased
    const kindOf = (node: object) =>
      (node as { importKind?: string; exportKind?: string }).importKind ??
      (node as { exportKind?: string }).exportKind;
    return {
      ImportDeclaration: (node) => check(node, node.source.value, kindOf(node) === 'type'),
      ExportNamedDeclaration: (node) => check(node, node.source?.value, kindOf(node) === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, kindOf(node) === 'type'),
      ImportExpression: (node) =>
        check(node, node.source.type === 'Literal' ? node.source.value : undefined, false),
    };
  },
};
