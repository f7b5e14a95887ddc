/**
 * A load a screen starts when it mounts or when what it loads changes: the answer (or the failure)
 * reaches the screen only while that load is still the current one, so a late answer for a closed
 * dialog, a former tab or an unmounted screen changes nothing.
 */
import * as React from 'react';

export interface LoadHandlers<T> {
  /** The answer of the current load. */
  done: (value: T) => void;
  /** The failure of the current load. */
  failed: (err: unknown) => void;
}

/**
 * Runs `load` as an effect after each render whose `deps` changed. `load` may first reset the
 * screen's state, then returns the call's promise, or null when there is nothing to load (a closed
 * dialog). Its deps are checked by the lint's exhaustive-deps rule like an effect's (the name ends
 * in Effect, and eslint.config.mjs lists it under additionalHooks).
 */
export function useLoadEffect<T>(load: () => Promise<T> | null, deps: React.DependencyList, handlers: LoadHandlers<T>): void {
  React.useEffect(
    () => {
      const pending = load();
      if (!pending) return;
      let live = true;
      pending
        .then((value) => {
          if (live) handlers.done(value);
        })
        .catch((err) => {
          if (live) handlers.failed(err);
        });
      return () => {
        live = false;
      };
    },
    // The caller's deps: checked at each call (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    deps,
  );
}
