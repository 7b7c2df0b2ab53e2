import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { runInRequestContext } from '../../lib/request-context.testing.ts';
import { ThirdPartyScripts } from './third-party-scripts.tsx';

test('consent and tag manager load async with the nonce, beside the 4 s anti-flicker hide', async () => {
  const element = await runInRequestContext({ nonce: 'n0nce' }, () => ThirdPartyScripts());
  // inline scripts only ever come from the server render
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(element);
  const scripts = [...container.querySelectorAll('script')];
  expect(scripts.map((script) => [script.getAttribute('src'), script.async])).toEqual(
    expect.arrayContaining([
      [null, false],
      ['/vendor/consent.js', true],
      ['/vendor/gtm.js', true],
    ]),
  );
  expect(scripts.every((script) => script.getAttribute('nonce') === 'n0nce')).toBe(true);
  const inline = scripts.find((script) => !script.src);
  expect(inline?.textContent).toContain('"async-hide",4000');
  expect(container.querySelector('style')?.textContent).toBe(
    '.async-hide { opacity: 0 !important; }',
  );
});
