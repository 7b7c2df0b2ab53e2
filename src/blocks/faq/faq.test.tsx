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

test("a section titled 'FAQ', collapsed by default, expands and collapses with its toggle", async () => {
  render(<Faq config={config} data={{ productsBySku: {} }} />);
  expect(screen.getByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
  const toggle = screen.getByRole('button', { name: 'Expand FAQ' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(region).not.toBeVisible();
  expect(screen.getByText('Are your products vegan?')).not.toBeVisible();

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Collapse FAQ');
  expect(screen.getByText('Are your products vegan?')).toBeVisible();
  expect(screen.getByText('Most of them are.')).toBeVisible();
  expect(screen.getByText('Do you ship to Canada?')).toBeVisible();

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('Yes.')).not.toBeVisible();
});

test('the editor tells a question is 40 characters max', () => {
  const faqs = faqBlock.inputs.find((input) => input.name === 'faqs');
  expect(faqs?.subFields?.find((input) => input.name === 'question')?.helperText).toBe(
    '40 characters max',
  );
});
