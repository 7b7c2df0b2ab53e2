import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { server } from '../../../mocks/server/dom-test-server.ts';
import { addToCartToastStore, closeAddToCartToast } from '../../lib/toasts.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

const requests: string[] = [];
const baseHandlers = [
  http.get('*/csrf', () => HttpResponse.json({ headerName: 'X-CSRF-TOKEN', token: 't0k3n' })),
  http.get('*/cart', () =>
    HttpResponse.json({
      lines: [{ productId: 42, sku: 'LN-42', name: 'Omega', subtotal: '$39.00', quantity: 1 }],
    }),
  ),
  http.post('*/cart/item/:productId', () =>
    HttpResponse.json({
      lines: [{ productId: 42, sku: 'LN-42', name: 'Omega', subtotal: '$39.00', quantity: 1 }],
    }),
  ),
];
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});

// this file's answers, on top of every mocked backend's (mocks/server/dom-test-server.ts)
beforeEach(() => {
  server.use(...baseHandlers);
});
afterEach(() => {
  requests.length = 0;
  closeAddToCartToast();
});

test('without a product id shows the error toast and sends nothing', async () => {
  const user = userEvent.setup();
  render(<AddToCartButton productName="Omega" />);
  await user.click(screen.getByRole('button', { name: 'Add Omega to cart' }));
  expect(addToCartToastStore.get()).toMatchObject({
    open: true,
    type: 'error',
    message: 'Failed to add to cart',
  });
  expect(requests).toEqual([]);
});

test('a failed add shows the error toast and enables the button again', async () => {
  server.use(http.post('*/cart/item/:productId', () => HttpResponse.json({}, { status: 500 })));
  const user = userEvent.setup();
  render(<AddToCartButton productId={42} productName="Omega" />);
  const button = screen.getByRole('button', { name: 'Add Omega to cart' });
  await user.click(button);
  await waitFor(() =>
    expect(addToCartToastStore.get()).toMatchObject({
      open: true,
      type: 'error',
      message: 'Failed to add to cart',
    }),
  );
  expect(button).toBeEnabled();
});

test('a successful add posts to the cart once, busy meanwhile with the focus kept, then the success toast', async () => {
  let respond = () => {};
  const responded = new Promise<void>((resolve) => {
    respond = resolve;
  });
  server.use(
    http.post('*/cart/item/:productId', async () => {
      await responded;
      return HttpResponse.json({ lines: [] });
    }),
  );
  const user = userEvent.setup();
  render(<AddToCartButton productId={42} productName="Omega" />);
  const button = screen.getByRole('button', { name: 'Add Omega to cart' });
  button.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  expect(button).toHaveAttribute('aria-disabled', 'true');
  // a second press while busy adds nothing more, and the keyboard focus stays on the button
  await user.keyboard('{Enter}');
  expect(button).toHaveFocus();
  respond();
  await waitFor(() =>
    expect(addToCartToastStore.get()).toMatchObject({
      open: true,
      type: 'success',
      message: 'Added to cart',
    }),
  );
  expect(button).not.toHaveAttribute('aria-busy');
  expect(button).toHaveFocus();
  expect(requests.filter((request) => request === 'POST /cart/item/42')).toHaveLength(1);
});
