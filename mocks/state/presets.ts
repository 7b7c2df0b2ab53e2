/**
 * QA's named mock states: each is a short list of the parts of docs/qa.md#the-parts, so a
 * preset means nothing a link could not say itself. `MOCK_STATE`, `?mock=NAME` (or the old
 * `?mock-scenario=NAME`) and any part list (`?mock=site-api-down,customer`) name them.
 */
export const MOCK_PRESETS = {
  anonymous: {
    parts: 'anonymous',
    description: 'Logged-out visitor in the US, empty cart, every backend up (the default).',
  },
  customer: {
    parts: 'customer',
    description: 'Logged-in customer (Jordan Rivera) without extra roles.',
  },
  professional: {
    parts: 'professional',
    description:
      'Logged-in health professional (ROLE_PROFESSIONAL): shows Dispensary; prices of the PROFESSIONAL group (20 % off).',
  },
  developer: {
    parts: 'developer',
    description: 'Logged-in developer (ROLE_DEVELOPER): shows Integrations.',
  },
  ambassador: {
    parts: 'ambassador',
    description: 'Logged-in ambassador (ROLE_AMBASSADOR): shows Storefront.',
  },
  'all-roles': {
    parts: 'all-roles',
    description: 'Logged-in user holding every role: the whole account menu.',
  },
  canada: {
    parts: 'canada',
    description:
      'Logged-in customer whose locale is en-CA (Canada: flag, exclusivity banner, no chat, no Activate Test); the country list is unchanged.',
  },
  'full-cart': {
    parts: 'full-cart',
    description: 'Anonymous visitor whose cart starts with 3 lines (quantities 1, 2, 3).',
  },
  'cms-empty': {
    parts: 'cms:empty',
    description:
      'The CMS answers no entry for any model: no banner, navigation, footer links or content pages.',
  },
  'site-api-down': { parts: 'site-api:down', description: 'Every site-API call answers 503.' },
  'cms-down': { parts: 'cms:down', description: 'Every CMS call answers 503.' },
  'personalisation-down': {
    parts: 'personalisation:down',
    description: 'Every personalisation call answers 503 (no chat, no variations).',
  },
  'slow-backends': {
    parts: 'all:slow-3000',
    description: 'Every mocked backend answers after 3000 ms.',
  },
  'slow-in-time': {
    parts: 'all:slow-600',
    description:
      'Every mocked backend answers after 600 ms: past the shell deadline, inside every time box, so the page streams in whole.',
  },
} as const satisfies Record<string, { parts: string; description: string }>;

export type MockPresetName = keyof typeof MOCK_PRESETS;
export const MOCK_PRESET_NAMES = Object.keys(MOCK_PRESETS) as MockPresetName[];

export const isMockPresetName = (name: unknown): name is MockPresetName =>
  typeof name === 'string' && Object.hasOwn(MOCK_PRESETS, name);
