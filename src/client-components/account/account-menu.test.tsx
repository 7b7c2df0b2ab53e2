import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { visibleAccountMenuItems } from '../../lib/shopper/account-menu-items.ts';
import { AccountMenu } from './account-menu.tsx';

const labels = (authorities: string[]) =>
  visibleAccountMenuItems(authorities).map((item) => item.label);

test('a customer sees the items every logged-in user has, in order', () => {
  expect(labels([])).toEqual(['Profile', 'Track Order', 'Settings', 'Sign Out']);
});

test('each role adds its own item', () => {
  expect(labels(['ROLE_PROFESSIONAL'])).toContain('Dispensary');
  expect(labels(['ROLE_DEVELOPER'])).toContain('Integrations');
  expect(labels(['ROLE_AMBASSADOR'])).toContain('Storefront');
  expect(labels(['ROLE_PROFESSIONAL', 'ROLE_DEVELOPER', 'ROLE_AMBASSADOR'])).toEqual([
    'Profile',
    'Dispensary',
    'Integrations',
    'Storefront',
    'Track Order',
    'Settings',
    'Sign Out',
  ]);
});

test('the avatar toggles the menu with the item paths', async () => {
  const user = userEvent.setup();
  render(
    <AccountMenu
      initials="JD"
      name="Jane Doe"
      items={visibleAccountMenuItems(['ROLE_DEVELOPER'])}
    />,
  );
  const avatar = screen.getByRole('button', { name: 'Account menu for Jane Doe' });
  expect(avatar).toHaveTextContent('JD');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await user.click(avatar);
  expect(avatar).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menuitem', { name: 'Integrations' })).toHaveAttribute(
    'href',
    '/account/developer',
  );
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveAttribute('href', '/logout');
  expect(screen.queryByRole('menuitem', { name: 'Dispensary' })).not.toBeInTheDocument();
  await user.click(avatar);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('Escape closes the menu and gives focus back to the avatar; arrows move', async () => {
  const user = userEvent.setup();
  render(<AccountMenu initials="JD" name="Jane Doe" items={visibleAccountMenuItems([])} />);
  await user.click(screen.getByRole('button', { name: 'Account menu for Jane Doe' }));
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Track Order' })).toHaveFocus();
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Account menu for Jane Doe' })).toHaveFocus();
});

test('Home and End go to the first and last item; the closed menu names no missing id', async () => {
  const user = userEvent.setup();
  render(<AccountMenu initials="JD" name="Jane Doe" items={visibleAccountMenuItems([])} />);
  const avatar = screen.getByRole('button', { name: 'Account menu for Jane Doe' });
  expect(avatar).not.toHaveAttribute('aria-controls');
  await user.click(avatar);
  expect(avatar).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
  await user.keyboard('{End}');
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
});

test('Tab closes the menu and goes on to what follows the avatar', async () => {
  const user = userEvent.setup();
  render(
    <>
      <AccountMenu initials="JD" name="Jane Doe" items={visibleAccountMenuItems([])} />
      <a href="/cart">Cart</a>
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Account menu for Jane Doe' }));
  await user.keyboard('{ArrowDown}');
  await user.tab();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cart' })).toHaveFocus();
});

test('a click outside closes the menu', async () => {
  const user = userEvent.setup();
  render(
    <>
      <p>Outside</p>
      <AccountMenu initials="JD" name="Jane Doe" items={visibleAccountMenuItems([])} />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Account menu for Jane Doe' }));
  await user.click(screen.getByText('Outside'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
