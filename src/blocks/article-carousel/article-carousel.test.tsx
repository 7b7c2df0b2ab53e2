import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ArticleCarousel } from './article-carousel.tsx';
import { ArticleCarouselSchema } from './article-carousel.schema.ts';

test('shows the title and a card per article, each linking to the article', () => {
  const config = ArticleCarouselSchema.parse({
    title: 'From the journal',
    articles: [
      { title: 'Why magnesium', url: '/articles/magnesium', img: '/m.jpg', imgAlt: 'Leaves' },
      { title: 'Sleep habits', url: '/articles/sleep' },
    ],
  });
  render(<ArticleCarousel config={config} data={{ productsBySku: {} }} />);
  const carousel = screen.getByRole('region', { name: 'From the journal' });
  expect(screen.getByRole('heading', { level: 2, name: 'From the journal' })).toBeInTheDocument();
  expect(within(carousel).getByRole('link', { name: 'Leaves Why magnesium' })).toHaveAttribute(
    'href',
    '/articles/magnesium',
  );
  expect(within(carousel).getByRole('link', { name: 'Sleep habits' })).toHaveAttribute(
    'href',
    '/articles/sleep',
  );
  expect(within(carousel).getByRole('img', { name: 'Leaves' })).toHaveAttribute('src', '/m.jpg');
});

test('every field is optional; the theme defaults to LIGHT', () => {
  expect(ArticleCarouselSchema.parse({ articles: [{}] })).toEqual({
    theme: 'LIGHT',
    title: '',
    articles: [{ title: '', url: '', img: '' }],
  });
});

test('renders nothing without articles', () => {
  const { container } = render(
    <ArticleCarousel config={ArticleCarouselSchema.parse({})} data={{ productsBySku: {} }} />,
  );
  expect(container).toBeEmptyDOMElement();
});

test("the first card's picture loads at once, the others when they near the view", () => {
  const config = ArticleCarouselSchema.parse({
    articles: [
      { title: 'One', img: '/one.jpg', imgAlt: 'First' },
      { title: 'Two', img: '/two.jpg', imgAlt: 'Second' },
    ],
  });
  render(<ArticleCarousel config={config} data={{ productsBySku: {} }} />);
  expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('loading', 'eager');
  expect(screen.getByRole('img', { name: 'Second' })).toHaveAttribute('loading', 'lazy');
});

test('an article with nothing to read, in its title or picture, is left out (generated answers, seed 21: a link without a name)', () => {
  const config = ArticleCarouselSchema.parse({
    title: 'From the journal',
    articles: [
      { title: ' ', url: '/articles/blank' },
      { title: '', url: '/articles/pictured', img: '/m.jpg', imgAlt: 'Leaves' },
      { title: 'Sleep habits', url: '/articles/sleep' },
    ],
  });
  render(<ArticleCarousel config={config} data={{ productsBySku: {} }} />);
  const carousel = screen.getByRole('region', { name: 'From the journal' });
  expect(
    within(carousel)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/articles/pictured', '/articles/sleep']);
});
