import { css } from '@linaria/core';
import { themeStyle } from '../shared/block-theme.ts';
import type { BlockProps } from '../define-block.ts';
import { FaqDisclosure } from './faq-disclosure.tsx';
import type { FaqConfig } from './faq.schema.ts';

const section = css`
  padding: 2rem 1.5rem;
  color: var(--block-fg);
  background: var(--block-bg);
`;

const list = css`
  margin: 1rem 0 0;
`;

const question = css`
  margin-top: 1.25rem;
  font-weight: 700;
`;

const answer = css`
  margin: 0.5rem 0 0;
  color: var(--block-muted);
`;

export const Faq = ({ config }: BlockProps<FaqConfig>) => (
  <section className={section} style={themeStyle(config.theme)}>
    <FaqDisclosure>
      <dl className={list}>
        {config.faqs.map((faq, index) => (
          // the CMS gives list items no id; order is their identity
          <div key={index}>
            <dt className={question}>{faq.question}</dt>
            <dd className={answer}>{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </FaqDisclosure>
  </section>
);
