import type {
  ContentErrorEventDetail,
  ContentLoadEventDetail,
} from '../../contracts/window-messages.ts';

/**
 * docs/behaviour.md#cms-pages / #states: the content page emits a load event with the content on success
 * and an error event on failure. They are window events, so analytics or QA can
 * listen without a reference to the page.
 */
export const CONTENT_LOAD_EVENT = 'cms-content:load';
export const CONTENT_ERROR_EVENT = 'cms-content:error';

export const emitContentLoad = (content: ContentLoadEventDetail) =>
  window.dispatchEvent(new CustomEvent(CONTENT_LOAD_EVENT, { detail: content }));

export const emitContentError = (message: string) =>
  window.dispatchEvent(
    new CustomEvent(CONTENT_ERROR_EVENT, { detail: { message } satisfies ContentErrorEventDetail }),
  );
