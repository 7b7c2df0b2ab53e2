'use client';

import { css } from '@linaria/core';
import { type ReactNode, useId, useState } from 'react';

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const title = css`
  margin: 0;
  font-size: 1.5rem;
`;

const toggle = css`
  display: inline-flex;
  padding: 0.5rem;
  border: 0;
  color: inherit;
  background: none;
  cursor: pointer;
`;

/** The 'FAQ' heading and its plus/minus toggle; the server-rendered list is `children`. */
export const FaqDisclosure = ({ children }: { children: ReactNode }) => {
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  const handleToggle = () => setExpanded((open) => !open);
  return (
    <>
      <div className={header}>
        <h2 className={title}>FAQ</h2>
        <button
          type="button"
          className={toggle}
          aria-expanded={expanded}
          aria-controls={regionId}
          aria-label={expanded ? 'Collapse FAQ' : 'Expand FAQ'}
          onClick={handleToggle}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 10h14" stroke="currentColor" strokeWidth="2" />
            {expanded ? null : <path d="M10 3v14" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </button>
      </div>
      <div id={regionId} hidden={!expanded}>
        {children}
      </div>
    </>
  );
};
