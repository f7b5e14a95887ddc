/**
 * Work in flight, shared by key: a call that finds the work for its key already running waits for
 * that one instead of starting its own; once it settles (answer or error) the next call starts
 * anew. The answer cache and the session-token lookup use it so that the calls arriving together
 * after a miss make one computation or one read, not one each. What may be shared is for the key
 * to say: it must name everything the work depends on (a version, an epoch).
 */
export class InFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, start: () => Promise<T>): Promise<T> {
    let pending = this.running.get(key);
    if (!pending) {
      pending = start().finally(() => this.running.delete(key));
      this.running.set(key, pending);
    }
    return pending;
  }
}
