import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { runInRequestContext } from '../lib/request-context.testing.ts';
import { ContentUnavailable } from './cms/content-unavailable.tsx';
import { ErrorPage } from './error-page.tsx';

/** A server component rendered as the page at `pageUrl` would render it. */
const renderAt = async (pageUrl: string, component: () => React.ReactElement) =>
  render(await runInRequestContext({ pageUrl }, component));

const link = (name: string) => screen.queryByRole('link', { name });

test('the 500 page says what happened in words and offers the failed page again, then home', async () => {
  await renderAt('https://shop.test/science?x=1', () => ErrorPage({ status: 500 }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  expect(screen.getByText(/Something went wrong on our side/)).toBeInTheDocument();
  expect(link('Try again')).toHaveAttribute('href', '/science?x=1');
  expect(link('Back to the home page')).toHaveAttribute('href', '/');
});

test('a 500 on the home page offers it again, not a second link to itself', async () => {
  await renderAt('https://shop.test/', () => ErrorPage({ status: 500 }));
  expect(link('Try again')).toHaveAttribute('href', '/');
  expect(link('Back to the home page')).toBeNull();
});

test('the 404 page explains, and offers home only', async () => {
  await renderAt('https://shop.test/nope', () => ErrorPage({ status: 404 }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  expect(screen.getByText(/We couldn’t find that page/)).toBeInTheDocument();
  expect(link('Try again')).toBeNull();
  expect(link('Back to the home page')).toHaveAttribute('href', '/');
});

test('the CMS-down message offers this page again, home when it is not home, and no second search', async () => {
  await renderAt('https://shop.test/science', () => ContentUnavailable());
  expect(link('Try again')).toHaveAttribute('href', '/science');
  expect(link('Go to the home page')).toHaveAttribute('href', '/');
  expect(screen.queryByRole('search')).toBeNull();
  await renderAt('https://shop.test/?mock=cms-down', () => ContentUnavailable());
  expect(screen.getAllByRole('link', { name: 'Try again' }).at(-1)).toHaveAttribute(
    'href',
    '/?mock=cms-down',
  );
  expect(screen.getAllByRole('link', { name: 'Go to the home page' })).toHaveLength(1);
});
