import { act, render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { AbTest } from './ab-test.tsx';

// A page rendered in the app (docs/decisions/031-ab-variation-on-every-render.md): no inline
// picker runs, so the island picks, and marks its test picked, which shows the variation

const variations = [
  { variationId: 'variant-b', ratio: 0.3, title: 'B', content: <h1>Feel the difference</h1> },
  { variationId: 'page-home', ratio: 0.7, title: 'Default', content: <h1>Science-backed</h1> },
];

/** The island rendered in the app, once it has picked: it waits for the picker's module. */
const renderInApp = async () => {
  const view = await act(async () =>
    render(
      <Suspense fallback={null}>
        <AbTest testId="page-home" variations={variations} />
      </Suspense>,
    ),
  );
  await waitFor(() =>
    expect(view.container.querySelector('[data-ab-test="page-home"]')).toHaveAttribute(
      'data-ab-picked',
    ),
  );
  return view;
};

afterEach(() => {
  document.cookie = 'builder.tests.page-home=; Max-Age=0; Path=/';
});

test("a render in the app shows the visitor's kept variation, its test marked picked", async () => {
  document.cookie = 'builder.tests.page-home=variant-b; Path=/';
  const { container } = await renderInApp();
  expect(container.querySelector('[data-ab-shown]')).toHaveAttribute(
    'data-ab-variation',
    'variant-b',
  );
  await waitFor(() => expect(document.title).toBe('B'));
});

test("a page load whose picker did not run shows the server's default once hydrated", async () => {
  // the server's markup: the default marked shown, the test not picked
  const { container, unmount } = await renderInApp();
  const page = document.createElement('div');
  page.innerHTML = container.innerHTML;
  unmount();
  const box = page.querySelector('[data-ab-test]') as HTMLElement;
  box.removeAttribute('data-ab-picked');
  for (const variation of box.children) {
    variation.toggleAttribute(
      'data-ab-shown',
      variation.getAttribute('data-ab-variation') === 'page-home',
    );
  }
  document.body.append(page);
  const root = await act(async () =>
    hydrateRoot(page, <AbTest testId="page-home" variations={variations} />),
  );
  expect(box).toHaveAttribute('data-ab-picked');
  act(() => root.unmount());
  page.remove();
});
