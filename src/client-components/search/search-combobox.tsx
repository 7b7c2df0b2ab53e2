import { useEffect, useEffectEvent, useLayoutEffect, useState, type RefObject } from 'react';
import { openChatWithFocus } from '../../lib/chat-messages.ts';
import { useShopper } from '../../lib/shopper/browser/shopper-client.ts';
import { fetchSearchSuggestions } from '../../lib/site-api/browser-lazy.ts';
import { SearchSuggestions, type Suggestion } from './search-suggestions.tsx';

/** docs/behaviour.md#constants: suggestions wait for 500 ms of quiet typing. */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * What the search field (./search-bar.tsx) does once a shopper reaches for it
 * (docs/behaviour.md#search): the query, the lookup 500 ms after typing pauses, the keys, and
 * the popup (./search-suggestions.tsx) with the status screen readers hear. The field stays
 * the server's uncontrolled input, so nothing typed before this loaded is lost: the query
 * starts from what is in it, and its combobox state is set on it here.
 */
export const SearchCombobox = ({
  input,
  root,
  listId,
  assistantName,
  onAskChat,
}: {
  input: RefObject<HTMLInputElement | null>;
  /** the search's own area: a click or the focus leaving it closes the popup */
  root: RefObject<HTMLDivElement | null>;
  listId: string;
  assistantName: string;
  onAskChat?: (() => void) | undefined;
}) => {
  // the chat gate is the shopper's (src/lib/shopper/browser/shopper-client.ts)
  const chatEnabled = useShopper()?.chat === true;
  const [query, setQuery] = useState('');
  // the categories the last answer gave, and the query they answer
  const [answer, setAnswer] = useState<{ query: string; categories: string[] }>();
  const [activeIndex, setActiveIndex] = useState(-1);
  const trimmed = query.trim();

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
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId =
    open && activeIndex >= 0 && activeIndex < suggestions.length ? optionId(activeIndex) : '';

  const close = () => {
    setAnswer(undefined);
    setActiveIndex(-1);
  };

  const closeOutside = useEffectEvent((target: EventTarget | null) => {
    if (!root.current?.contains(target as Node | null)) {
      close();
    }
  });

  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    // the first Escape closes what is shown and keeps the query (a search field's own Escape
    // would erase it too); the next one clears the query; with nothing left to close or
    // clear it goes on to what holds the field (the mobile menu's dialog closes on it)
    if (event.key === 'Escape' && (open || noSuggestions || query !== '')) {
      event.preventDefault();
      if (open || noSuggestions) {
        close();
      } else if (input.current) {
        input.current.value = '';
        setQuery('');
      }
      return;
    }
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Enter')) {
      return;
    }
    if (event.key === 'Enter') {
      const chosen = root.current?.querySelectorAll<HTMLElement>('[role="option"]')[activeIndex];
      if (chosen) {
        event.preventDefault();
        chosen.click();
      }
      return;
    }
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActiveIndex((index) => (index + step + suggestions.length) % suggestions.length);
  });

  // the field's own events, from the moment this is in: the query starts from what was typed
  // before, and the popup closes when a click lands or the focus goes outside the search
  useEffect(() => {
    const field = input.current;
    const area = root.current;
    if (!field || !area) {
      return undefined;
    }
    const handleInput = () => setQuery(field.value);
    const handleOutside = (event: MouseEvent) => closeOutside(event.target);
    const handleFocusOut = (event: FocusEvent) => closeOutside(event.relatedTarget);
    handleInput();
    field.addEventListener('input', handleInput);
    field.addEventListener('keydown', handleKeyDown);
    area.addEventListener('focusout', handleFocusOut);
    document.addEventListener('mousedown', handleOutside);
    return () => {
      field.removeEventListener('input', handleInput);
      field.removeEventListener('keydown', handleKeyDown);
      area.removeEventListener('focusout', handleFocusOut);
      document.removeEventListener('mousedown', handleOutside);
    };
  }, [input, root]);

  // the field is the search bar's element: its combobox state is written here, before paint
  useLayoutEffect(() => {
    const field = input.current;
    field?.setAttribute('aria-expanded', String(open));
    if (activeId) {
      field?.setAttribute('aria-activedescendant', activeId);
    } else {
      field?.removeAttribute('aria-activedescendant');
    }
  }, [input, open, activeId]);

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

  const handleAskChat = () => {
    close();
    onAskChat?.();
    void openChatWithFocus('queryChat', { query: trimmed, minimised: false });
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {open ? 'Suggestions available' : noSuggestions ? 'No suggestions' : ''}
      </p>
      {open || noSuggestions ? (
        <SearchSuggestions
          listId={listId}
          optionId={optionId}
          query={trimmed}
          suggestions={suggestions}
          activeIndex={activeIndex}
          assistantName={assistantName}
          onAskChat={handleAskChat}
        />
      ) : null}
    </>
  );
};
