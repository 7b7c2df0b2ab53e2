import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import type { BlockDefinition, BlockInput } from './define-block.ts';
import { blockRegistry, findBlock } from './registry.ts';
import { editorChecksOf } from './shared/editor-checks.testing.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The object schema behind a field: defaults, optionals and lists unwrapped. */
const objectOf = (schema: z.ZodType): z.ZodObject | undefined => {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional) {
    return objectOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodArray) {
    return objectOf(schema.element as z.ZodType);
  }
  return schema instanceof z.ZodObject ? schema : undefined;
};

/** Each input, at every depth, beside the schema of the field it edits. */
const pairs = (
  inputs: BlockInput[],
  schema: z.ZodObject,
  path = '',
): [string, BlockInput, z.ZodType | undefined][] =>
  inputs.flatMap((input) => {
    const field = schema.shape[input.name] as z.ZodType | undefined;
    const nested = field && objectOf(field);
    const here: [string, BlockInput, z.ZodType | undefined] = [
      `${path}${input.name}`,
      input,
      field,
    ];
    return [
      here,
      ...(input.subFields && nested ? pairs(input.subFields, nested, `${path}${input.name}.`) : []),
    ];
  });

const everyInput = () =>
  blockRegistry.flatMap((block) => {
    const schema = objectOf(block.schema);
    if (!schema) {
      throw new Error(`${block.name}: the configuration schema is not an object`);
    }
    return pairs(block.inputs, schema).map(([path, input, field]) => ({
      block: block.name,
      path,
      input,
      field,
    }));
  });

test("every block folder's *.block.ts is in the registry (docs/development.md#add-a-block)", async () => {
  const blockFiles = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.block.ts'),
  );
  expect(blockFiles.length).toBeGreaterThanOrEqual(blockRegistry.length);
  const unregistered: string[] = [];
  for (const file of blockFiles) {
    const exported = Object.values(
      (await import(join(import.meta.dirname, file))) as Record<string, unknown>,
    );
    if (!exported.some((value) => blockRegistry.includes(value as BlockDefinition))) {
      unregistered.push(file);
    }
  }
  expect(unregistered).toEqual([]);
});

test('block names are unique and found by name', () => {
  const names = blockRegistry.map((block) => block.name);
  expect(new Set(names).size).toBe(names.length);
  expect(findBlock('v2 Product Carousel')?.name).toBe('v2 Product Carousel');
  expect(findBlock('Nope')).toBeUndefined();
});

test('every editor input edits a field of its block schema', () => {
  const orphans = everyInput().filter(({ field }) => !field);
  expect(orphans.map(({ block, path }) => `${block}: ${path}`)).toEqual([]);
});

test('inputs are required exactly where the schema requires the field', () => {
  const mismatched = everyInput().filter(
    ({ input, field }) => field && (input.required === true) === field.safeParse(undefined).success,
  );
  expect(mismatched.map(({ block, path }) => `${block}: ${path}`)).toEqual([]);
});

test('input defaults are the schema defaults', () => {
  const mismatched = everyInput().filter(
    ({ input, field }) =>
      field && input.defaultValue !== undefined && field.parse(undefined) !== input.defaultValue,
  );
  expect(mismatched.map(({ block, path }) => `${block}: ${path}`)).toEqual([]);
});

test('every editor check runs standalone in the editor', () => {
  vi.stubGlobal('alert', vi.fn());
  for (const block of blockRegistry) {
    for (const check of editorChecksOf(block.inputs).values()) {
      expect(() => check(new Map())).not.toThrow();
    }
  }
});

test('the product and article carousels alert on a title over 40 characters', () => {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const carousels = ['Product Carousel', 'v2 Product Carousel', 'Article Carousel'];
  for (const name of carousels) {
    const check = editorChecksOf(findBlock(name)?.inputs ?? []).get('title');
    check?.(new Map([['title', 'x'.repeat(41)]]));
  }
  expect(alert.mock.calls).toEqual(carousels.map(() => ['maximum title length is 40 characters']));
});
