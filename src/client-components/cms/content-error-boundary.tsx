'use client';

import { css } from '@linaria/core';
import { Component, type ReactNode } from 'react';
import { colors } from '../../lib/theme.ts';
import { emitContentError } from '../../lib/content-events.ts';

const box = css`
  max-width: 40rem;
  margin: 3rem auto;
  padding: 1.5rem 2rem;
  border: 1px solid ${colors.border};
  border-left: 4px solid ${colors.error};
  border-radius: 8px;
  background: ${colors.paper};

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }

  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

/** docs/behaviour.md#cms-pages: the box shown in place of content that cannot be rendered. */
export const ContentErrorBox = ({ error }: { error: string }) => (
  <section className={box} role="alert">
    <h2>An error occurred</h2>
    <p>{`Sorry, this content can't be loaded right now. (${error})`}</p>
  </section>
);

type State = { error: string | undefined };

/** Keeps the layout when the content fails to render, and says so with the error event. */
export class ContentErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown) {
    emitContentError(error instanceof Error ? error.message : String(error));
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <ContentErrorBox error={this.state.error} />
    );
  }
}
