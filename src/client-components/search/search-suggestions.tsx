'use client';

import { css, cx } from '@linaria/core';
import { CategoryIcon } from '../../components/icons/category-icons.tsx';
import { ChatIcon } from '../../components/icons/icon.tsx';
import { colors } from '../../lib/theme.ts';

const list = css`
  position: absolute;
  top: calc(100% + 0.4rem);
  left: 0;
  right: 0;
  z-index: 56;
  margin: 0;
  padding: 0.4rem;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.paper};
  box-shadow: 0 16px 40px rgb(0 0 0 / 0.12);
`;

const option = css`
  display: flex;
  align-items: center;
  gap: 0.65rem;
  width: 100%;
  padding: 0.55rem 0.7rem;
  border: 0;
  border-radius: 8px;
  background: none;
  color: ${colors.ink};
  text-align: left;
  text-decoration: none;
  font: inherit;
  cursor: pointer;
`;

const empty = css`
  margin: 0;
  padding: 0.75rem 1rem;
  color: ${colors.inkMuted};
`;

const listHeading = css`
  padding: 0.35rem 0.7rem;
  color: ${colors.inkMuted};
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`;

const active = css`
  background: ${colors.canvas};
`;

export type Suggestion = { kind: 'chat' } | { kind: 'category'; category: string };

/**
 * The search's popup (docs/behaviour.md#search), under the field (./search-combobox.tsx, which
 * keeps the query, the answer and the keys): the suggestions for the query answered, or,
 * when the answer had none, that there are none. The field points the options' ids at it.
 */
export const SearchSuggestions = ({
  listId,
  optionId,
  query,
  suggestions,
  activeIndex,
  assistantName,
  onAskChat,
}: {
  listId: string;
  optionId: (index: number) => string;
  /** the trimmed query the suggestions answer */
  query: string;
  /** empty: the answer had nothing for the query */
  suggestions: readonly Suggestion[];
  activeIndex: number;
  assistantName: string;
  onAskChat: () => void;
}) => (
  <>
    {suggestions.length === 0 && (
      <p className={cx(list, empty)}>
        {`No suggestions for “${query}”. Press Enter to search everything.`}
      </p>
    )}
    {suggestions.length > 0 && (
      <ul className={list} id={listId} role="listbox" aria-label="Search suggestions">
        <li role="presentation" className={listHeading} aria-hidden="true">
          {`Search “${query}” in`}
        </li>
        {suggestions.map((suggestion, index) => (
          <li key={suggestion.kind === 'chat' ? 'chat' : suggestion.category} role="presentation">
            {suggestion.kind === 'chat' ? (
              <button
                type="button"
                id={optionId(index)}
                role="option"
                // reached with the arrow keys from the field, not with Tab
                tabIndex={-1}
                aria-selected={index === activeIndex}
                className={cx(option, index === activeIndex && active)}
                onClick={onAskChat}
              >
                <ChatIcon />
                {`Ask ${assistantName} a question`}
              </button>
            ) : (
              <a
                id={optionId(index)}
                role="option"
                // reached with the arrow keys from the field, not with Tab
                tabIndex={-1}
                aria-selected={index === activeIndex}
                className={cx(option, index === activeIndex && active)}
                href={`/search?q=${encodeURIComponent(query)}#${suggestion.category.toLowerCase()}`}
              >
                <CategoryIcon category={suggestion.category} />
                {suggestion.category}
              </a>
            )}
          </li>
        ))}
      </ul>
    )}
  </>
);
