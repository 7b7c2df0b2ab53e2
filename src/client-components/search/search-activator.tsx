'use client';

import { useEffect, useRef, useState } from 'react';
import { postToChat } from '../../lib/chat-messages.ts';
import type { SearchCombobox } from './search-combobox.tsx';

/**
 * The search field's island (./search-bar.tsx holds its markup, inside the same area): it asks
 * the chat to minimise when the field takes the focus, and fetches the suggestions (the query,
 * the lookup, the keys and the popup, ./search-combobox.tsx) when a pointer first comes over
 * the search or the field first takes the focus, not with the page
 * (docs/decisions/014-browser-code-on-first-use.md). Until they are in, the screen readers'
 * status is here, empty.
 */
export const SearchActivator = ({
  listId,
  assistantName,
  onAskChat,
}: {
  listId: string;
  assistantName: string;
  onAskChat?: () => void;
}) => {
  const [Combobox, setCombobox] = useState<typeof SearchCombobox>();
  const statusRef = useRef<HTMLParagraphElement>(null);
  // the search bar's area and field, around this island
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const root = statusRef.current?.parentElement;
    const input = root?.querySelector('input');
    if (!(root instanceof HTMLDivElement) || !input) {
      return undefined;
    }
    rootRef.current = root;
    inputRef.current = input;
    const handleFirstUse = () => {
      void import('./search-combobox.tsx').then(({ SearchCombobox }) =>
        setCombobox(() => SearchCombobox),
      );
    };
    const handleFocus = (event: FocusEvent) => {
      if (event.target === input) {
        void postToChat('minimise');
      }
      handleFirstUse();
    };
    // a query typed before the page hydrated (or put back by the browser on a return visit),
    // or a focus that came before it, is a search in use: it gets its suggestions
    if (input.value || document.activeElement === input) {
      handleFirstUse();
    }
    root.addEventListener('focusin', handleFocus);
    root.addEventListener('pointerenter', handleFirstUse);
    return () => {
      root.removeEventListener('focusin', handleFocus);
      root.removeEventListener('pointerenter', handleFirstUse);
    };
  }, []);

  return Combobox ? (
    <Combobox
      input={inputRef}
      root={rootRef}
      listId={listId}
      assistantName={assistantName}
      onAskChat={onAskChat}
    />
  ) : (
    <p ref={statusRef} className="visually-hidden" role="status" />
  );
};
