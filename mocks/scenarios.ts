import type { Cart, User } from '../contracts/site-api.ts';
import { emptyCart, fullCart } from '../fixtures/cart.ts';
import { createCustomer, createUser, ROLES } from '../fixtures/users.ts';
import type { Backend } from './environment.ts';

/** QA's scenario names: `MOCK_SCENARIO`, `?mock-scenario=NAME` and its cookie pick one. */
export const MOCK_SCENARIO_NAMES = [
  'anonymous',
  'customer',
  'professional',
  'developer',
  'ambassador',
  'all-roles',
  'canada',
  'full-cart',
  'cms-empty',
  'site-api-down',
  'cms-down',
  'personalisation-down',
  'slow-backends',
  'slow-in-time',
] as const;
export type MockScenarioName = (typeof MOCK_SCENARIO_NAMES)[number];

export const isMockScenarioName = (name: unknown): name is MockScenarioName =>
  (MOCK_SCENARIO_NAMES as readonly unknown[]).includes(name);

export const MOCK_SCENARIO_COOKIE = 'mock-scenario';

type Scenario = {
  description: string;
  user: User;
  /** the cart a new mock session starts with */
  cart: Cart;
  /** the CMS answers no entry for any model */
  cmsEmpty: boolean;
  /** backends that answer 503 to every call */
  down: readonly Backend[];
  /** added before every mocked answer, partner forms included */
  delayMs: number;
};

const base: Scenario = {
  description: '',
  user: createUser(),
  cart: emptyCart,
  cmsEmpty: false,
  down: [],
  delayMs: 0,
};

const scenario = (description: string, changes: Partial<Scenario> = {}): Scenario => ({
  ...base,
  description,
  ...changes,
});

export const scenarios: Record<MockScenarioName, Scenario> = {
  anonymous: scenario('Logged-out visitor in the US, empty cart, every backend up (the default).'),
  customer: scenario('Logged-in customer (Jordan Rivera) without extra roles.', {
    user: createCustomer(),
  }),
  professional: scenario('Logged-in health professional (ROLE_PROFESSIONAL): shows Dispensary.', {
    user: createCustomer({}, [ROLES.professional]),
  }),
  developer: scenario('Logged-in developer (ROLE_DEVELOPER): shows Integrations.', {
    user: createCustomer({}, [ROLES.developer]),
  }),
  ambassador: scenario('Logged-in ambassador (ROLE_AMBASSADOR): shows Storefront.', {
    user: createCustomer({}, [ROLES.ambassador]),
  }),
  'all-roles': scenario('Logged-in user holding every role: the whole account menu.', {
    user: createCustomer({}, Object.values(ROLES)),
  }),
  canada: scenario(
    'Logged-in customer whose locale is en-CA (Canada: flag, exclusivity banner, no chat, no Activate Test); the country list is unchanged.',
    { user: createCustomer({ locale: 'en-CA', timeZone: 'America/Toronto' }) },
  ),
  'full-cart': scenario('Anonymous visitor whose cart starts with 3 lines (quantities 1, 2, 3).', {
    cart: fullCart,
  }),
  'cms-empty': scenario(
    'The CMS answers no entry for any model: no banner, navigation, footer links or content pages.',
    {
      cmsEmpty: true,
    },
  ),
  'site-api-down': scenario('Every site-API call answers 503.', { down: ['siteApi'] }),
  'cms-down': scenario('Every CMS call answers 503.', { down: ['cms'] }),
  'personalisation-down': scenario(
    'Every personalisation call answers 503 (no chat, no variations).',
    {
      down: ['personalisation'],
    },
  ),
  'slow-backends': scenario('Every mocked backend answers after 3000 ms.', { delayMs: 3000 }),
  'slow-in-time': scenario(
    'Every mocked backend answers after 600 ms: past the shell deadline, inside every time box, so the page streams in whole.',
    { delayMs: 600 },
  ),
};

/** The scenario of a request: its `mock-scenario` cookie when it names one, else the default. */
export const scenarioNameFor = (
  cookies: ReadonlyMap<string, string>,
  fallback: MockScenarioName,
): MockScenarioName => {
  const chosen = cookies.get(MOCK_SCENARIO_COOKIE);
  return isMockScenarioName(chosen) ? chosen : fallback;
};
