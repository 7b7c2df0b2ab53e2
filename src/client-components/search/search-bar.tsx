'use client';

import { css, cx } from '@linaria/core';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { openChatWithFocus, postToChat } from '../../lib/chat-messages.ts';
import { useShopper } from '../../lib/shopper/browser/shopper-client.ts';
import { fetchSearchSuggestions } from '../../lib/site-api/browser-lazy.ts';
import { colors } from '../../lib/theme.ts';
import { CategoryIcon, ChatIcon, SearchIcon } from '../../components/icons/category-icons.tsx';

/** docs/behaviour.md#constants: suggestions wait for 500 ms of quiet typing. */
const SEARCH_DEBOUNCE_MS = 500;

const root = css`
  position: relative;
  width: 100%;
`;

const field = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0 0.9rem;
  border: 1px solid ${colors.border};
  border-radius: 999px;
  background: ${colors.canvas};
  color: ${colors.inkMuted};

  &:focus-within {
    border-color: ${colors.primary};
    background: ${colors.paper};
    box-shadow: 0 0 0 3px ${colors.focus};
  }

  input {
    flex: 1;
    min-width: 0;
    padding: 0.6rem 0;
    border: 0;
    background: transparent;
    color: ${colors.ink};
    outline: none;
  }
`;

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

type Suggestion = { kind: 'chat' } | { kind: 'category'; category: string };

/**
 * The site search (docs/behaviour.md#search): submits to /search?q= (a full-page navigation, so it
 * works before hydration), suggests a link per category that has results, and can
 * hand the query to the AI chat.
 */
export const SearchBar = ({
  id,
  placeholder = 'Search',
  assistantName,
  onAskChat,
}: {
  id: string;
  placeholder?: string;
  assistantName: string;
  /** runs before the chat opens: an overlay holding the search steps aside for the chat */
  onAskChat?: () => void;
}) => {
  // the chat gate is the shopper's (src/lib/shopper/browser/shopper-client.ts)
  const chatEnabled = useShopper()?.chat === true;
  const [query, setQuery] = useState('');
  // the categories the last answer gave, and the query they answer
  const [answer, setAnswer] = useState<{ query: string; categories: string[] }>();
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const trimmed = query.trim();

  // a query typed before the page hydrated (or put back by the browser on a return visit) is
  // only in the field: taken into state, it stays there and gets its suggestions, where the
  // next render would otherwise empty the field
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) {
      setQuery(typed);
    }
  }, []);

  useEffect(() => {
    if (!trimmed) {
      setAnswer(undefined);
      return undefined;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      void fetchSearchSuggestions(trimmed).then((found) => {
        if (current) {
          setAnswer({ query: trimmed, categories: found });
          setActiveIndex(-1);
        }
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [trimmed]);

  useEffect(() => {
    const handleOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setAnswer(undefined);
        setActiveIndex(-1);
      }
    };
    document.addEventListener('mousedown', handleOutside);
    return () => document.removeEventListener('mousedown', handleOutside);
  }, []);

  const categories = answer?.query === trimmed ? answer.categories : [];
  // an answer for this query with nothing in it: say so rather than show nothing
  const noSuggestions = answer?.query === trimmed && categories.length === 0;
  const suggestions: Suggestion[] =
    categories.length > 0
      ? [
          ...(chatEnabled ? [{ kind: 'chat' } as const] : []),
          ...categories.map((category) => ({ kind: 'category', category }) as const),
        ]
      : [];
  const open = suggestions.length > 0;

  // the focus leaving the search (Tab, or anything else) closes the popup with it
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      close();
    }
  };

  const handleAskChat = () => {
    close();
    onAskChat?.();
    void openChatWithFocus('queryChat', { query: trimmed, minimised: false });
  };

  const close = () => {
    setAnswer(undefined);
    setActiveIndex(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // the first Escape closes what is shown and keeps the query (a search field's own Escape
    // would erase it too); the next one clears the query; with nothing left to close or
    // clear it goes on to what holds the field (the mobile menu's dialog closes on it)
    if (event.key === 'Escape' && (open || noSuggestions || query !== '')) {
      event.preventDefault();
      if (open || noSuggestions) {
        close();
      } else {
        setQuery('');
      }
      return;
    }
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Enter')) {
      return;
    }
    if (event.key === 'Enter') {
      const chosen = rootRef.current?.querySelectorAll<HTMLElement>('[role="option"]')[activeIndex];
      if (chosen) {
        event.preventDefault();
        chosen.click();
      }
      return;
    }
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActiveIndex((index) => (index + step + suggestions.length) % suggestions.length);
  };

  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className={root} ref={rootRef} onBlur={handleBlur}>
      <form role="search" action="/search" method="get">
        <label className={field}>
          <SearchIcon />
          <span className="visually-hidden">{placeholder}</span>
          <input
            ref={inputRef}
            id={id}
            type="search"
            name="q"
            value={query}
            placeholder={placeholder}
            autoComplete="off"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={
              open && activeIndex >= 0 && activeIndex < suggestions.length
                ? optionId(activeIndex)
                : undefined
            }
            onChange={(event) => setQuery(event.target.value)}
            onFocus={() => void postToChat('minimise')}
            onKeyDown={handleKeyDown}
          />
        </label>
      </form>
      <p className="visually-hidden" role="status">
        {open ? 'Suggestions available' : noSuggestions ? 'No suggestions' : ''}
      </p>
      {noSuggestions && (
        <p className={cx(list, empty)}>
          {`No suggestions for “${trimmed}”. Press Enter to search everything.`}
        </p>
      )}
      {open && (
        <ul className={list} id={listId} role="listbox" aria-label="Search suggestions">
          <li role="presentation" className={listHeading} aria-hidden="true">
            {`Search “${trimmed}” in`}
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
                  onClick={handleAskChat}
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
                  href={`/search?q=${encodeURIComponent(trimmed)}#${suggestion.category.toLowerCase()}`}
                >
                  <CategoryIcon category={suggestion.category} />
                  {suggestion.category}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
