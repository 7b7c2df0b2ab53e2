import type { Country } from '../../contracts/site-api.ts';

/** docs/behaviour.md#states: which country setting each footer-link restriction flag requires. */
const FLAG_REQUIREMENTS = {
  COUNTRY_PROFESSION_ENABLED: 'professionEnabled',
  COUNTRY_TESTING_ENABLED: 'testingEnabled',
  COUNTRY_SHIPPING_ENABLED: 'shippingEnabled',
} as const satisfies Record<string, keyof Country>;

const isKnownFlag = (flag: string): flag is keyof typeof FLAG_REQUIREMENTS =>
  Object.hasOwn(FLAG_REQUIREMENTS, flag);

/** A link shows only if every flag holds for the country; an unknown flag hides it. */
export const isLinkAllowed = (restrictionFlags: readonly string[], country: Country): boolean =>
  restrictionFlags.every((flag) => isKnownFlag(flag) && country[FLAG_REQUIREMENTS[flag]]);
