'use client';

import { css } from '@linaria/core';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { openChatWithFocus, postToChat } from '../../lib/chat-messages.ts';
import { useShopper } from '../../lib/shopper/browser/shopper-client.ts';
import { fetchSearchSuggestions } from '../../lib/site-api/browser-lazy.ts';
import { colors } from '../../lib/theme.ts';
import { SearchIcon } from '../../components/icons/icon.tsx';
import type { Suggestion } from './search-suggestions.tsx';

// the popup is not in the page's first load: it is fetched when the field first takes the
// focus (docs/decisions/014-browser-code-on-first-use.md)
const loadSuggestions = () => import('./search-suggestions.tsx');
const SearchSuggestions = lazy(() =>
  loadSuggestions().then(({ SearchSuggestions }) => ({ default: SearchSuggestions })),
);

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
            onFocus={() => {
              void loadSuggestions();
              void postToChat('minimise');
            }}
            onKeyDown={handleKeyDown}
          />
        </label>
      </form>
      <p className="visually-hidden" role="status">
        {open ? 'Suggestions available' : noSuggestions ? 'No suggestions' : ''}
      </p>
      {open || noSuggestions ? (
        // its module loads at the field's first focus, long before the first answer
        <Suspense fallback={null}>
          <SearchSuggestions
            listId={listId}
            optionId={optionId}
            query={trimmed}
            suggestions={suggestions}
            activeIndex={activeIndex}
            assistantName={assistantName}
            onAskChat={handleAskChat}
          />
        </Suspense>
      ) : null}
    </div>
  );
};
