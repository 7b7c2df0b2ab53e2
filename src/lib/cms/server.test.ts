import { expect, test } from 'vitest';
import { installMockServer } from '../../../mocks/server/test-server.ts';
import { getCmsService } from './server.ts';

installMockServer();

test('the configured service reads pages and layout models from the (mocked) CMS', async () => {
  const cms = getCmsService();
  await expect(cms?.fetchPage('page', '/science')).resolves.toMatchObject({ status: 'found' });
  await expect(cms?.fetchPage('page', '/no-such-page')).resolves.toEqual({ status: 'missing' });
  const navigation = await cms?.fetchLayoutModel('navigation-links', '/');
  expect(navigation?.desktop).toContainEqual({ label: 'Shop All', url: '/products' });
});

test('one service per locale, kept for the life of the process', () => {
  expect(getCmsService('en-CA')).toBe(getCmsService('en-CA'));
  expect(getCmsService('en-CA')).not.toBe(getCmsService());
});
