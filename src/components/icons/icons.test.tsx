import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, test } from 'vitest';
import { CategoryIcon } from './category-icons.tsx';
import { SocialIcon } from './social-icons.tsx';

// names from the CMS and the search answer are data: one that is also an Object property
// once gave `d` a function or Object.prototype, which React refuses (generated answers, seed 113)
const OBJECT_PROPERTY_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

test('a social network or search category named like an Object property gets the fallback icon', () => {
  const fallbackOf = (element: ReactElement) =>
    render(element).container.querySelector('path')?.getAttribute('d');
  const link = fallbackOf(<SocialIcon name="mastodon" />);
  const book = fallbackOf(<CategoryIcon category="podcasts" />);
  for (const name of OBJECT_PROPERTY_NAMES) {
    expect(fallbackOf(<SocialIcon name={name} />)).toBe(link);
    expect(fallbackOf(<CategoryIcon category={name} />)).toBe(book);
  }
  expect(fallbackOf(<SocialIcon name="Instagram" />)).not.toBe(link);
});
