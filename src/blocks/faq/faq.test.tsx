import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { faqBlock } from './faq.block.ts';
import { Faq } from './faq.tsx';
import { FaqConfigSchema } from './faq.schema.ts';

const config = FaqConfigSchema.parse({
  faqs: [
    { question: 'Are your products vegan?', answer: 'Most of them are.' },
    { question: 'Do you ship to Canada?', answer: 'Yes.' },
  ],
});

test('the schema needs a question per pair and defaults the rest', () => {
  expect(FaqConfigSchema.parse({})).toEqual({ theme: 'LIGHT', faqs: [] });
  expect(FaqConfigSchema.parse({ faqs: [{ question: 'Q' }] }).faqs).toEqual([
    { question: 'Q', answer: '' },
  ]);
  expect(FaqConfigSchema.safeParse({ faqs: [{ answer: 'A' }] }).success).toBe(false);
});

test("a section titled 'FAQ' whose questions each open and close on their own, collapsed at first", async () => {
  const user = userEvent.setup();
  render(<Faq config={config} data={{ productsBySku: {} }} />);
  expect(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeInTheDocument();
  const vegan = screen.getByText('Are your products vegan?');
  expect(vegan).toBeVisible();
  expect(screen.getByText('Do you ship to Canada?')).toBeVisible();
  expect(screen.getByText('Most of them are.')).not.toBeVisible();
  expect(screen.getByText('Yes.')).not.toBeVisible();

  await user.click(vegan);
  expect(screen.getByText('Most of them are.')).toBeVisible();
  expect(screen.getByText('Yes.')).not.toBeVisible();
  expect(vegan.closest('details')).toHaveAttribute('open');

  await user.click(vegan);
  expect(screen.getByText('Most of them are.')).not.toBeVisible();
});

test('the editor tells a question is 40 characters max', () => {
  const faqs = faqBlock.inputs.find((input) => input.name === 'faqs');
  expect(faqs?.subFields?.find((input) => input.name === 'question')?.helperText).toBe(
    '40 characters max',
  );
});
