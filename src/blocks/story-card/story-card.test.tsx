import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { BlockInput } from '../define-block.ts';
import { storyCardBlock } from './story-card.block.ts';
import { StoryCard } from './story-card.tsx';
import { StoryCardSchema } from './story-card.schema.ts';

const renderStoryCard = (options: unknown) =>
  render(<StoryCard config={StoryCardSchema.parse(options)} data={{ productsBySku: {} }} />);

const slides = [
  {
    header1: 'Sleep better',
    header2: 'Wake brighter',
    subTitle: 'Magnesium for calmer nights.',
    textPosition: 'CENTER',
    contentFlow: 'REVERSE',
    callToAction: { url: '/products/sleep', label: 'Shop sleep', openInNewTab: true },
    media: { url: 'https://cdn.example/sleep.jpg', type: 'IMAGE', altText: 'A calm bedroom' },
  },
  {
    header1: 'Move more',
    subTitle: 'Joint support for every day.',
    callToAction: { url: '/products/joints', label: 'Shop joints' },
    media: { url: 'https://cdn.example/move.mp4', type: 'VIDEO', tintColor: '#000000' },
  },
];

test('shows each story with its headings, subtitle and call to action', () => {
  renderStoryCard({ slides });
  const first = screen.getByRole('group', { name: '1 of 2' });
  expect(within(first).getByRole('heading', { name: 'Sleep better Wake brighter' })).toBeVisible();
  expect(within(first).getByText('Magnesium for calmer nights.')).toBeInTheDocument();
  expect(within(first).getByRole('img', { name: 'A calm bedroom' })).toHaveAttribute(
    'src',
    'https://cdn.example/sleep.jpg',
  );
  const second = screen.getByRole('group', { name: '2 of 2' });
  expect(within(second).getByRole('heading', { name: 'Move more' })).toBeInTheDocument();
});

test('a call to action for a new tab opens safely in one; otherwise in the same tab', () => {
  renderStoryCard({ slides });
  const newTab = screen.getByRole('link', { name: 'Shop sleep' });
  expect(newTab).toHaveAttribute('href', '/products/sleep');
  expect(newTab).toHaveAttribute('target', '_blank');
  expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Shop joints' })).not.toHaveAttribute('target');
});

// generated seed 19 (docs/decisions/030-generated-answers.md): a link named by nothing
test('a call to action whose label has no words to read is left out, its slide kept', () => {
  const { container } = renderStoryCard({
    slides: [
      {
        header1: 'Sleep better',
        subTitle: 'Magnesium for calmer nights.',
        callToAction: { url: '/products/sleep', label: ' \u0301' },
        media: { url: 'https://cdn.example/sleep.jpg', altText: '  ' },
      },
    ],
  });
  expect(screen.getByRole('heading', { name: 'Sleep better' })).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  // generated seed 6: an alt text of spaces is none: the picture is decorative
  expect(container.querySelector('img')).toHaveAttribute('alt', '');
});

test('a video story plays the mp4 muted in a loop under a gradient tint', () => {
  renderStoryCard({ slides });
  const video = screen.getByTestId<HTMLVideoElement>('story-video');
  expect(video).toHaveAttribute('src', 'https://cdn.example/move.mp4');
  expect(video.muted).toBe(true);
  expect(video.loop).toBe(true);
  expect(screen.getByTestId('story-tint').style.background).toContain('linear-gradient');
});

test("a video's label is its alt text; one of spaces names nothing", () => {
  const video = (altText: string) => ({
    ...slides[1]!,
    media: { url: 'https://cdn.example/move.mp4', type: 'VIDEO' as const, altText },
  });
  renderStoryCard({ slides: [video('A walk at dawn'), video(' \u0301 ')] });
  const [labelled, unlabelled] = screen.getAllByTestId('story-video');
  expect(labelled).toHaveAttribute('aria-label', 'A walk at dawn');
  expect(unlabelled).not.toHaveAttribute('aria-label');
});

test('is a carousel of one story per page without dots', () => {
  renderStoryCard({ slides });
  expect(screen.getByRole('region', { name: 'Stories' })).toHaveAttribute(
    'aria-roledescription',
    'carousel',
  );
  expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
});

test('text position and content flow follow the slide settings', () => {
  renderStoryCard({ slides });
  const heading = screen.getByRole('heading', { name: 'Sleep better Wake brighter' });
  const content = heading.parentElement as HTMLElement;
  expect(content).toHaveAttribute('data-position', 'CENTER');
  expect(content.parentElement).toHaveAttribute('data-flow', 'REVERSE');
  expect(content.parentElement).toHaveAttribute('data-flow-mobile', 'NORMAL');
});

test('header1 and subTitle are required; theme and text position have defaults', () => {
  const result = StoryCardSchema.safeParse({ slides: [{ subTitle: 'x' }, { header1: 'y' }] });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['slides.0.header1', 'is required'],
    ['slides.1.subTitle', 'is required'],
  ]);
  const config = StoryCardSchema.parse({ slides: [{ header1: 'y', subTitle: 'x' }] });
  expect(config.theme).toBe('DARK');
  expect(config.slides[0]?.textPosition).toBe('LEFT');
  expect(StoryCardSchema.safeParse({ slides: [{ header1: '', subTitle: 'x' }] }).success).toBe(
    false,
  );
});

test('the editor shows the length guidance for headers and subtitle', () => {
  const fields = storyCardBlock.inputs.find((input) => input.name === 'slides')?.subFields ?? [];
  const helper = (name: string) =>
    fields.find((field: BlockInput) => field.name === name)?.helperText;
  expect(storyCardBlock.name).toBe('Story Card');
  expect(helper('header1')).toBe('40 characters max');
  expect(helper('header2')).toBe('40 characters max');
  expect(helper('subTitle')).toBe('100 characters or fewer recommended');
});
