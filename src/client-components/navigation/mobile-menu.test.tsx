import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { cartQuantityStore } from '../../lib/cart-quantity.ts';
import {
  headerAccountStore,
  type HeaderAccount,
} from '../../lib/shopper/browser/shopper-client.ts';
import { MobileMenu } from './mobile-menu.tsx';

const links = [
  { label: 'Shop All', url: '/products' },
  { label: 'New Arrivals', url: '/new', tag: 'New' },
  { label: 'Coming Soon' },
];

afterEach(() => {
  vi.useRealTimers();
  cartQuantityStore.set(undefined);
});

const account = (show: HeaderAccount['show'], name = ''): HeaderAccount => ({
  show,
  initials: 'JD',
  name,
  accountMenu: [],
  unavailable: false,
});

// the header's account and the stored cart count, as the header's islands find them
const renderMenu = (
  loggedIn: boolean,
  cartQuantity: number | undefined = 2,
  testingEnabled = true,
) => {
  headerAccountStore.set(loggedIn ? account('avatar', 'Jane Doe') : account('sign-in'));
  cartQuantityStore.set(cartQuantity);
  return render(
    <MobileMenu links={links} assistantName="Lumi" testingEnabled={testingEnabled} icon={null} />,
  );
};

// the open menu's content is loaded at the first open (mobile-menu-panel.tsx)
const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await screen.findByRole('navigation', { name: 'Mobile' });
};

test('the toggle opens the menu with its items in order (logged in)', async () => {
  const user = userEvent.setup();
  renderMenu(true);
  await openMenu(user);
  const nav = screen.getByRole('navigation', { name: 'Mobile' });
  const order = [
    within(nav).getByRole('link', { name: 'Checkout' }),
    within(nav).getByRole('combobox'),
    within(nav).getByRole('link', { name: 'Shop All' }),
    within(nav).getByRole('link', { name: /New Arrivals/ }),
    within(nav).getByRole('link', { name: 'Activate Test' }),
    within(nav).getByText('Jane Doe'),
    within(nav).getByRole('link', { name: 'Account Settings' }),
    within(nav).getByRole('link', { name: 'Sign Out' }),
  ];
  for (let index = 1; index < order.length; index += 1) {
    expect(
      (order[index - 1] as Node).compareDocumentPosition(order[index] as Node) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  }
  expect(within(nav).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/cart');
  expect(within(nav).queryByText('Coming Soon')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('logged out, the menu ends with Sign In', async () => {
  const user = userEvent.setup();
  renderMenu(false);
  await openMenu(user);
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('link', { name: 'Sign Out' })).not.toBeInTheDocument();
});

test('a country without testing has no Activate Test row', async () => {
  const user = userEvent.setup();
  renderMenu(true, 2, false);
  await openMenu(user);
  expect(screen.getByRole('link', { name: 'Sign Out' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Activate Test' })).not.toBeInTheDocument();
});

test('while the account is unknown the menu offers neither Sign In nor Sign Out', async () => {
  const user = userEvent.setup();
  renderMenu(false);
  act(() => headerAccountStore.set(account('nothing')));
  await openMenu(user);
  const nav = screen.getByRole('navigation', { name: 'Mobile' });
  expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Sign Out' })).not.toBeInTheDocument();
});

test('the menu closes 300 ms after a link is clicked', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  renderMenu(false);
  await openMenu(user);
  const link = screen.getByRole('link', { name: 'Shop All' });
  link.addEventListener('click', (event) => event.preventDefault());
  await user.click(link);
  act(() => {
    vi.advanceTimersByTime(250);
  });
  expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(60);
  });
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
});

test('the close button closes the menu and gives focus back to the toggle', async () => {
  const user = userEvent.setup();
  renderMenu(false);
  await openMenu(user);
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('with an empty cart Checkout is disabled and says why', async () => {
  const user = userEvent.setup();
  renderMenu(false, 0);
  await openMenu(user);
  expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  const checkout = screen.getByRole('button', { name: 'Checkout' });
  expect(checkout).toBeDisabled();
  expect(checkout).toHaveAccessibleDescription('Your cart is empty: add a product to check out.');
});
