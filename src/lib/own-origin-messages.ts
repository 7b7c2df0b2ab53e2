/**
 * A window listener for messages from our own origin whose handling loads with the first
 * one: it is in place from hydration, so none is lost while that code is on its way, and each
 * is handled after the one before it, in the order they came.
 */
export const ownOriginMessageListener = (handle: (event: MessageEvent) => Promise<unknown>) => {
  let handled: Promise<unknown> = Promise.resolve();
  return (event: MessageEvent) => {
    if (event.origin !== window.location.origin) {
      return;
    }
    handled = handled
      .then(() => handle(event))
      // a message whose handling failed (its code did not arrive) is reported, as an
      // unhandled failure would be, and holds up none after it
      .catch((error: unknown) => console.error('A window message was not handled:', error));
  };
};
