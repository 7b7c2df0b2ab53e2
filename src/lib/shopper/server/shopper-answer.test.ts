import { expect, test } from 'vitest';
import { countries } from '../../../../fixtures/countries.ts';
import { createCustomer } from '../../../../fixtures/users.ts';
import { getAppConfig } from '../../config.ts';
import { answeringSources, shopperCallsFor } from '../../request-context.testing.ts';
import { shopperOf } from './shopper-answer.ts';

const campaign = (enabled: boolean) => ({
  choices: [
    {
      name: getAppConfig().chat.campaignKey,
      variations: [{ name: 'v1', type: 'CUSTOM_JSON', data: { enabled } }],
    },
  ],
  cookies: [{ name: '_dyid_server', value: '4242', maxAge: 60 }],
});

const answerFor = async (
  url: string,
  {
    taiaEnabled = true,
    campaignEnabled = true,
    user,
    cookieHeader,
  }: {
    taiaEnabled?: boolean;
    campaignEnabled?: boolean;
    user?: ReturnType<typeof createCustomer>;
    cookieHeader?: string;
  } = {},
) => {
  const listed = countries.map((entry) => ({
    ...entry,
    country: { ...entry.country, taiaEnabled },
  }));
  const data = shopperCallsFor(
    url,
    answeringSources({
      countries: () => Promise.resolve(listed),
      chooseVariations: () => Promise.resolve(campaign(campaignEnabled)),
      ...(user ? { currentUser: () => Promise.resolve(user) } : {}),
      cart: () => Promise.resolve({ lines: [{ sku: 'A', quantity: 2 } as never] }),
    }),
    cookieHeader ? { cookieHeader } : {},
  );
  return shopperOf(data, cookieHeader);
};

test('the chat shows when the site, the country and the campaign all allow it', async () => {
  expect((await answerFor('https://shop.test/')).shopper.chat).toBe(true);
  expect((await answerFor('https://shop.test/', { taiaEnabled: false })).shopper.chat).toBe(false);
  expect((await answerFor('https://shop.test/', { campaignEnabled: false })).shopper.chat).toBe(
    false,
  );
});

test("a signed-in shopper's answer: name, initials, menu by role, SMS offer, cart, visitor", async () => {
  const user = createCustomer({
    data: {
      name: 'Jordan Rivera',
      initials: 'JR',
      authorities: [{ authority: 'ROLE_DEVELOPER' }],
    },
  });
  const { shopper, personalisationCookies } = await answerFor('https://shop.test/', { user });
  expect(shopper).toMatchObject({
    signedIn: true,
    name: 'Jordan Rivera',
    initials: 'JR',
    smsOffer: true,
    cartQuantity: 2,
    reloadForLocale: false,
  });
  expect(shopper.accountMenu.map((entry) => entry.label)).toContain('Integrations');
  expect(shopper.accountMenu.map((entry) => entry.label)).not.toContain('Dispensary');
  expect(shopper.visitor).toMatchObject({ locale: 'en-US' });
  expect(personalisationCookies).toEqual([{ name: '_dyid_server', value: '4242', maxAge: 60 }]);
});

test('an anonymous shopper has no name, no menu, no SMS offer and no visitor attributes', async () => {
  const { shopper } = await answerFor('https://shop.test/');
  expect(shopper).toMatchObject({
    signedIn: false,
    name: '',
    accountMenu: [],
    smsOffer: false,
    visitor: null,
  });
});

test('an account call that fails or times out is unknown, not signed out', async () => {
  const down = shopperCallsFor(
    'https://shop.test/',
    answeringSources({ currentUser: () => Promise.reject(new Error('503')) }),
  );
  const { shopper } = await shopperOf(down, undefined);
  expect(shopper).toMatchObject({ signedIn: null, name: '', accountMenu: [], smsOffer: false });
  expect(shopper.visitor).toBeNull();
  expect(shopper.groupPrices).toBe(false);
});

test("the shopper's own locale, when nothing the browser sent chose one, asks for a reload", async () => {
  const user = createCustomer({ locale: 'en_CA' });
  const own = await answerFor('https://shop.test/', { user });
  expect(own.shopper).toMatchObject({ locale: 'en-CA', reloadForLocale: true });
  // the cookie and ?locale= come first: the document was already made in their locale
  const cookie = await answerFor('https://shop.test/', { user, cookieHeader: 'locale=en-US' });
  expect(cookie.shopper).toMatchObject({ locale: 'en-US', reloadForLocale: false });
  const param = await answerFor('https://shop.test/?locale=en-US', { user });
  expect(param.shopper).toMatchObject({ locale: 'en-US', reloadForLocale: false });
});
