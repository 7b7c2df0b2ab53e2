import { css } from '@linaria/core';
import { colors } from '../../lib/theme.ts';
import { SearchIcon } from '../../components/icons/icon.tsx';
import { SearchActivator } from './search-activator.tsx';

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
 * that has results, and can hand the query to the AI chat. Markup only, rendered by the server
 * (the header) or in the browser (the mobile menu's panel): the field stays the shopper's, and
 * `search-activator.tsx` brings the suggestions to it when the shopper first reaches for it.
 */
export const SearchBar = ({
  id,
  placeholder = 'Search',
  assistantName,
  onAskChat,
}: {
  /** the field's id, unique on the page; the suggestions' list is named after it */
  id: string;
  placeholder?: string;
  assistantName: string;
  /** runs before the chat opens: an overlay holding the search steps aside for the chat */
  onAskChat?: () => void;
}) => {
  const listId = `${id}-suggestions`;
  return (
    <div className={root}>
      <form role="search" action="/search" method="get">
        <label className={field}>
          <SearchIcon />
          <span className="visually-hidden">{placeholder}</span>
          {/* not controlled: what is typed before the suggestions are in stays in the field */}
          <input
            id={id}
            type="search"
            name="q"
            placeholder={placeholder}
            autoComplete="off"
            role="combobox"
            // the suggestions set these two from here on
            aria-expanded={false}
            aria-controls={listId}
            aria-autocomplete="list"
          />
        </label>
      </form>
      <SearchActivator
        listId={listId}
        assistantName={assistantName}
        {...(onAskChat && { onAskChat })}
      />
    </div>
  );
};
