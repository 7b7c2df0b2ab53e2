/** docs/behaviour.md#account-menu and #roles: the account menu, in order, with the authority an item needs. */
export type AccountMenuItem = {
  label: string;
  path: string;
  icon: 'user' | 'clinic' | 'plug' | 'store' | 'truck' | 'gear' | 'exit';
  requiredAuthority?: string;
};

/** Signing out here forgets the header's stored parts first (src/lib/shopper/browser/shopper-client.ts). */
export const SIGN_OUT_PATH = '/logout';

const ACCOUNT_MENU_ITEMS: readonly AccountMenuItem[] = [
  { label: 'Profile', path: '/account/profile', icon: 'user' },
  {
    label: 'Dispensary',
    path: '/account/dispensary',
    icon: 'clinic',
    requiredAuthority: 'ROLE_PROFESSIONAL',
  },
  {
    label: 'Integrations',
    path: '/account/developer',
    icon: 'plug',
    requiredAuthority: 'ROLE_DEVELOPER',
  },
  {
    label: 'Storefront',
    path: '/account/storefront',
    icon: 'store',
    requiredAuthority: 'ROLE_AMBASSADOR',
  },
  { label: 'Track Order', path: '/account/orders', icon: 'truck' },
  { label: 'Settings', path: '/account/settings/personal', icon: 'gear' },
  { label: 'Sign Out', path: SIGN_OUT_PATH, icon: 'exit' },
];

export const visibleAccountMenuItems = (authorities: readonly string[]) =>
  ACCOUNT_MENU_ITEMS.filter(
    (item) => item.requiredAuthority === undefined || authorities.includes(item.requiredAuthority),
  );
