import * as fc from 'fast-check';
import { expect, test } from 'vitest';
import * as z from 'zod';
import * as zm from 'zod/mini';
import { ProductsSchema, UserSchema } from '../../contracts/site-api.ts';
import { arbitraryOf, LONG_LIST, LONG_STRING } from './contract-arbitrary.ts';

const sample = <T>(schema: Parameters<typeof arbitraryOf>[0], runs = 500) =>
  fc.sample(arbitraryOf(schema), { seed: 43, numRuns: runs }) as T[];

test('every value drawn from a zod or zod/mini schema is one the schema accepts', () => {
  const schemas = [
    z.object({
      name: z.string().min(1).max(40),
      tag: z.string().regex(/^[a-z]{2,5}$/),
      path: zm.string().check(zm.startsWith('/')),
      email: z.email(),
      count: z.int().min(0).max(10),
      ratio: z.number().gt(0).lt(1),
      kind: z.enum(['a', 'b']),
      literal: z.literal('x'),
      list: z.array(z.boolean()).min(2).max(3),
      either: z.union([z.string(), z.number()]),
      map: z.record(z.string(), z.unknown()),
      later: z.preprocess((value) => value, z.string().default('d')),
      caught: z.enum(['on']).catch('on'),
      odd: z.int().refine((value) => value % 2 === 1),
    }),
    UserSchema,
    ProductsSchema,
  ];
  for (const schema of schemas) {
    for (const value of sample(schema, 200)) {
      expect(schema.safeParse(value).error).toBeUndefined();
    }
  }
});

test('the edges come up: empty and long lists, short and long text, right to left and combining marks, missing and null fields', () => {
  const lists = sample<z.infer<typeof ProductsSchema>>(ProductsSchema);
  const products = lists.flat();
  expect(lists.some((list) => list.length === 0)).toBe(true);
  expect(lists.some((list) => list.length >= LONG_LIST.min)).toBe(true);
  expect(products.some((product) => product.name.length === 0)).toBe(true);
  expect(products.some((product) => product.name.length >= LONG_STRING.min)).toBe(true);
  expect(products.some((product) => /[\u0590-\u06ff]/.test(product.name))).toBe(true);
  expect(products.some((product) => /\p{M}/u.test(product.name))).toBe(true);
  expect(products.some((product) => product.reviewSummary?.averageRating === 5)).toBe(true);
  expect(products.some((product) => !('id' in product))).toBe(true);
  expect(products.some((product) => product.headline === null)).toBe(true);
});

test('a schema the walker does not know is named, not guessed', () => {
  expect(() => arbitraryOf(z.date())).toThrow('No arbitrary for a zod "date" schema');
});
