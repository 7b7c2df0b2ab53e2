import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeAll, expect, test, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => <a href={`/item-${index + 1}`}>Item {index + 1}</a>);

// The paging loads at a carousel's first interaction; here it is in already, so each step's
// outcome is there when the step is (e2e/carousels.spec.ts holds it back).
beforeAll(() => import('./carousel-paging.ts'));

const track = () => screen.getByRole('group', { name: '1 of 3' }).parentElement as HTMLElement;
/** The page the track's CSS moves to (jsdom lays nothing out, so the offset is not measured). */
const shownPage = () => track().style.getPropertyValue('--page');

test('is a labelled carousel whose items are slides', () => {
  render(<Carousel label="Best sellers" items={items(3)} />);
  const carousel = screen.getByRole('region', { name: 'Best sellers' });
  expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = within(carousel).getAllByRole('group');
  expect(slides).toHaveLength(3);
  expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
  expect(slides[0]).toHaveAccessibleName('1 of 3');
});

test('shows neither arrows nor dots when everything fits on one page', () => {
  render(<Carousel label="Best sellers" items={items(1)} />);
  expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Previous slide' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
});

test('arrows page forward and back with wrap-around', async () => {
  const user = userEvent.setup();
  // jsdom measures a 0px container: one item per page, three pages
  render(<Carousel label="Best sellers" items={items(3)} />);
  expect(shownPage()).toBe('1');
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(shownPage()).toBe('3');
  expect(track()).toHaveAttribute('data-direction', 'prev');
  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(shownPage()).toBe('1');
  expect(track()).toHaveAttribute('data-direction', 'next');
});

test('dots are labelled per page and mark the current one', async () => {
  const user = userEvent.setup();
  render(<Carousel label="Best sellers" items={items(3)} />);
  const dots = screen.getAllByRole('button', { name: /Go to slide/ });
  expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
    'Go to slide 1',
    'Go to slide 2',
    'Go to slide 3',
  ]);
  await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
  expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(shownPage()).toBe('3');
});

test('hides the dots when they are not enabled', () => {
  render(<Carousel label="Stories" items={items(3)} showDots={false} />);
  expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
});

test('a swipe of 19px does nothing; 21px left goes next and 21px right goes back', async () => {
  const user = userEvent.setup();
  render(<Carousel label="Best sellers" items={items(3)} />);
  const target = screen.getByRole('group', { name: '1 of 3' });
  const swipe = (from: number, to: number) =>
    user.pointer([
      { keys: '[MouseLeft>]', target, coords: { clientX: from } },
      { target, coords: { clientX: to } },
      { keys: '[/MouseLeft]', target, coords: { clientX: to } },
    ]);
  await swipe(100, 81);
  expect(shownPage()).toBe('1');
  await swipe(100, 79);
  expect(shownPage()).toBe('2');
  await swipe(100, 121);
  expect(shownPage()).toBe('1');
});

test('a swipe that ends on a link does not follow it', async () => {
  const user = userEvent.setup();
  // The carousel cancels the click and stops its propagation, so it is recorded in the
  // capture phase on the document, before the carousel sees it, and checked afterwards.
  const clicks: MouseEvent[] = [];
  const recordClick = (event: MouseEvent) => clicks.push(event);
  render(<Carousel label="Best sellers" items={items(3)} />);
  const link = screen.getByRole('link', { name: 'Item 1' });
  document.addEventListener('click', recordClick, true);
  await user.pointer([
    { keys: '[MouseLeft>]', target: link, coords: { clientX: 100 } },
    { keys: '[/MouseLeft]', target: link, coords: { clientX: 50 } },
  ]);
  document.removeEventListener('click', recordClick, true);
  expect(clicks).toHaveLength(1);
  expect(clicks[0]?.target).toBe(link);
  expect(clicks[0]?.defaultPrevented).toBe(true);
});

test('arrow keys page the carousel and tabbing to a hidden item shows its page', async () => {
  const user = userEvent.setup();
  render(<Carousel label="Best sellers" items={items(3)} />);
  await user.tab();
  expect(screen.getByRole('link', { name: 'Item 1' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(shownPage()).toBe('2');
  await user.keyboard('{ArrowLeft}');
  expect(shownPage()).toBe('1');
  await user.tab();
  expect(screen.getByRole('link', { name: 'Item 2' })).toHaveFocus();
  expect(shownPage()).toBe('2');
});

test('jumps to the last page when a resize leaves the current page out of range', async () => {
  const user = userEvent.setup();
  const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(500);
  render(<Carousel label="Best sellers" items={items(3)} />);
  await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
  width.mockReturnValue(1200);
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  expect(shownPage()).toBe('1');
  width.mockReturnValue(800);
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(2);
  expect(shownPage()).toBe('1');
});

test('the server HTML has the dots of every layout, each marked for the layouts without its page', () => {
  const html = renderToString(<Carousel label="Best sellers" items={items(5)} />);
  expect(html).toContain('--page:1');
  // one per page: 5 pages; two per page: 3; four per page: 2
  const dots = [...html.matchAll(/<button[^>]*aria-label="Go to slide (\d)"[^>]*>/g)];
  expect(
    dots.map(([tag, target]) => [
      target,
      tag.includes('data-past-two'),
      tag.includes('data-past-wide'),
    ]),
  ).toEqual([
    ['1', false, false],
    ['2', false, false],
    ['3', false, true],
    ['4', true, true],
    ['5', true, true],
  ]);
  expect(html).toContain('aria-label="Next slide"');
  expect(html).not.toContain('data-single-page');
});
