import { isValidElement, Suspense, type ReactElement } from 'react';
import { expect, test } from 'vitest';
import { runInRequestContext } from '../lib/request-context.testing.ts';
import { Deferred } from './deferred.tsx';

const render = (value: string, { streamed }: { streamed: boolean }) =>
  `${value}${streamed ? ' (streamed)' : ''}`;

test('a value there by the shell deadline renders in place, told it is not streamed', async () => {
  const part = await runInRequestContext({ shellDeadline: Promise.resolve() }, () =>
    Deferred({ value: Promise.resolve('header'), fallback: 'placeholder', children: render }),
  );
  expect(part).toBe('header');
});

test('a value still out at the deadline: its placeholder in a Suspense boundary', async () => {
  const part = await runInRequestContext({ shellDeadline: Promise.resolve() }, () =>
    Deferred({
      value: new Promise<string>(() => undefined),
      fallback: 'placeholder',
      children: render,
    }),
  );
  expect(isValidElement(part) && part.type).toBe(Suspense);
  expect((part as ReactElement<{ fallback: unknown }>).props.fallback).toBe('placeholder');
});

test('a crawler’s deadline never passes: a slow value still renders in place', async () => {
  const part = await runInRequestContext({}, () =>
    Deferred({
      value: new Promise<string>((resolve) => setTimeout(() => resolve('content'), 20)),
      fallback: 'placeholder',
      children: render,
    }),
  );
  expect(part).toBe('content');
});
