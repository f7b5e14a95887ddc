/**
 * Tells whoever builds on the prices (the track record's returns) which days an import gave closes
 * for. In-process: with several CMS instances the importing instance (the one that answered the
 * upload, or won the scheduled fetch) calls the listeners, after its transaction committed.
 * A listener that throws is logged, never undoes the import.
 */
type Listener = (days: string[]) => void | Promise<void>;

const listeners = new Set<Listener>();

/** Subscribes to imports; answers the unsubscribe. */
export function onPricesImported(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls every listener with the days imported, one after another; their errors go to `onError`. */
export async function pricesImported(days: readonly string[], onError: (err: unknown) => void): Promise<void> {
  for (const listener of [...listeners]) {
    try {
      await listener([...days]);
    } catch (err) {
      onError(err);
    }
  }
}
