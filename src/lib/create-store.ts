/**
 * A minimal external store for `useSyncExternalStore`: islands that are far apart in
 * the tree (a block's add-to-cart button, the header's cart badge, the toast area)
 * share state without a provider around the server-rendered page.
 */
export const createStore = <State>(initial: State) => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    getServerSnapshot: () => initial,
    set: (next: State | ((previous: State) => State)) => {
      state = typeof next === 'function' ? (next as (previous: State) => State)(state) : next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

export type Store<State> = ReturnType<typeof createStore<State>>;
