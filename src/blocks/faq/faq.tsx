import { css } from '@linaria/core';
import { blockSection, colors } from '../../lib/theme.ts';
import { themeStyle } from '../shared/block-theme.ts';
import type { BlockProps } from '../define-block.ts';
import type { FaqConfig } from './faq.schema.ts';

const section = css`
  ${blockSection('2rem 1.5rem')}
`;

const title = css`
  margin: 0 0 1rem;
  font-size: 1.5rem;
`;

const list = css`
  max-width: 56rem;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${colors.border};
`;

const item = css`
  border-bottom: 1px solid ${colors.border};
`;

// the whole row is the summary, so a click anywhere on the question opens it
const question = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 0.25rem;
  font-weight: 700;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    color: ${colors.primary};
  }
  details[open] > & [data-plus-bar] {
    display: none;
  }
`;

const icon = css`
  flex: none;
`;

const answer = css`
  margin: 0;
  padding: 0 0.25rem 1rem;
  color: var(--block-muted);
`;

/**
 * The FAQ (docs/behaviour.md#blocks): a section titled 'FAQ' whose questions are each
 * their own native disclosure, collapsed by default, with a plus that turns to a minus.
 * No JavaScript: `<details>` opens from the keyboard and the mouse by itself.
 */
export const Faq = ({ config }: BlockProps<FaqConfig>) => (
  <section className={section} style={themeStyle(config.theme)}>
    <h2 className={title}>FAQ</h2>
    <ul className={list}>
      {config.faqs.map((faq, index) => (
        // the CMS gives list items no id; order is their identity
        <li key={index} className={item}>
          <details>
            <summary className={question}>
              <span>{faq.question}</span>
              <svg className={icon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M3 10h14" stroke="currentColor" strokeWidth="2" />
                <path data-plus-bar="" d="M10 3v14" stroke="currentColor" strokeWidth="2" />
              </svg>
            </summary>
            <p className={answer}>{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  </section>
);
