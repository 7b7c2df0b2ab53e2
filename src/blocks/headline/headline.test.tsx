import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { runEditorCheck } from '../shared/editor-checks.testing.ts';
import { headlineBlock } from './headline.block.ts';
import { Headline } from './headline.tsx';
import { HeadlineConfigSchema } from './headline.schema.ts';

const renderHeadline = (config: Record<string, unknown>) =>
  render(<Headline config={HeadlineConfigSchema.parse(config)} data={{ productsBySku: {} }} />);

test('the schema defaults the call to action to a BUTTON and the theme to LIGHT', () => {
  expect(HeadlineConfigSchema.parse({})).toEqual({ callToActionType: 'BUTTON', theme: 'LIGHT' });
  expect(HeadlineConfigSchema.safeParse({ callToActionType: 'LINKED' }).success).toBe(false);
});

test('shows the headline and the sub-headline', () => {
  renderHeadline({ headline: 'Feel the difference', subHeadline: 'Science-backed formulas' });
  expect(screen.getByRole('heading', { name: 'Feel the difference' })).toBeInTheDocument();
  expect(screen.getByText('Science-backed formulas')).toBeInTheDocument();
});

test('the call to action shows only when both its text and its url are set', () => {
  const { unmount } = renderHeadline({ headline: 'H', callToActionText: 'Shop now' });
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  unmount();
  renderHeadline({ headline: 'H', callToActionUrl: '/products' });
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('a LINK call to action is a plain link to the url', () => {
  renderHeadline({
    callToActionText: 'Read more',
    callToActionUrl: '/articles',
    callToActionType: 'LINK',
  });
  expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/articles');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a BUTTON call to action replaces the current location with the url', async () => {
  const replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, replace });
  try {
    renderHeadline({ callToActionText: 'Shop now', callToActionUrl: '/products' });
    await userEvent.click(screen.getByRole('button', { name: 'Shop now' }));
    expect(replace).toHaveBeenCalledExactlyOnceWith('/products');
  } finally {
    vi.unstubAllGlobals();
  }
});

test.each(['direct', 'in-editor'] as const)(
  'editor check (%s): a headline over 40 characters alerts',
  (mode) => {
    expect(
      runEditorCheck(headlineBlock.inputs, 'headline', { headline: 'x'.repeat(41) }, mode).alerts,
    ).toEqual(['maximum headline length is 40 characters']);
    expect(
      runEditorCheck(headlineBlock.inputs, 'headline', { headline: 'x'.repeat(40) }, mode).alerts,
    ).toEqual([]);
  },
);

test.each(['direct', 'in-editor'] as const)(
  'editor check (%s): a sub-headline over 240 characters alerts',
  (mode) => {
    const check = (length: number) =>
      runEditorCheck(
        headlineBlock.inputs,
        'subHeadline',
        { subHeadline: 'x'.repeat(length) },
        mode,
      );
    expect(check(241).alerts).toEqual(['maximum sub-headline length is 240 characters']);
    expect(check(240).alerts).toEqual([]);
  },
);
