'use client';

import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { postToChat } from '../../lib/chat-messages.ts';
import { colors } from '../../lib/theme.ts';
import { SearchIcon } from '../../components/icons/icon.tsx';
import type { SearchCombobox } from './search-combobox.tsx';

// the suggestions (the query, the lookup, the keys and the popup) are not in the page's first
// load: they are fetched when a pointer comes over the search or the field takes the focus
// (docs/decisions/014-browser-code-on-first-use.md)
const loadCombobox = (set: Dispatch<SetStateAction<typeof SearchCombobox | undefined>>) => {
  void import('./search-combobox.tsx').then(({ SearchCombobox }) => set(() => SearchCombobox));
};

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
 * works before hydration and before its suggestions have loaded), suggests a link per category
 * that has results, and can hand the query to the AI chat. The field is the server's and stays
 * the shopper's: `search-combobox.tsx` takes it over once loaded, with whatever was typed.
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
  const [Combobox, setCombobox] = useState<typeof SearchCombobox>();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const handleFirstUse = () => loadCombobox(setCombobox);

  // a query typed before the page hydrated (or put back by the browser on a return visit), or
  // a focus that came before it, is a search in use: it gets its suggestions
  useEffect(() => {
    const input = inputRef.current;
    if (input && (input.value || document.activeElement === input)) {
      loadCombobox(setCombobox);
    }
  }, []);

  return (
    <div className={root} ref={rootRef} onPointerEnter={handleFirstUse} onFocus={handleFirstUse}>
      <form role="search" action="/search" method="get">
        <label className={field}>
          <SearchIcon />
          <span className="visually-hidden">{placeholder}</span>
          {/* not controlled: what is typed before the combobox is in stays in the field */}
          <input
            ref={inputRef}
            id={id}
            type="search"
            name="q"
            placeholder={placeholder}
            autoComplete="off"
            role="combobox"
            // the combobox sets these two from here on
            aria-expanded={false}
            aria-controls={listId}
            aria-autocomplete="list"
            onFocus={() => void postToChat('minimise')}
          />
        </label>
      </form>
      {Combobox ? (
        <Combobox
          input={inputRef}
          root={rootRef}
          listId={listId}
          assistantName={assistantName}
          onAskChat={onAskChat}
        />
      ) : (
        <p className="visually-hidden" role="status" />
      )}
    </div>
  );
};
