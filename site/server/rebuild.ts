/**
 * Debounced, single-flight rebuilds: a burst of publishes gives one build; a publish during a
 * build gives exactly one more build after it.
 */
export class RebuildScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** Resolves when the build that covers the latest request has finished (for tests and benchmarks). */
  lastFinished = 0;
  /** Rebuild requests received, and builds started, since the start (a deployment's test counts them). */
  requests = 0;
  builds = 0;

  constructor(
    private build: () => Promise<void>,
    private debounceMs: number,
    private log: (m: string) => void,
  ) {}

  request(reason: string): void {
    this.requests += 1;
    this.log(`rebuild requested (${reason})`);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.start();
    }, this.debounceMs);
  }

  private start(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    const t = Date.now();
    this.builds += 1;
    this.running = this.build()
      .then(() => this.log(`site rebuilt and live in ${((Date.now() - t) / 1000).toFixed(1)} s`))
      .catch((err) => this.log(`site rebuild FAILED, the previous build stays live: ${err.message}`))
      .finally(() => {
        this.running = null;
        this.lastFinished = Date.now();
        if (this.again) {
          this.again = false;
          this.start();
        }
      });
  }

  get busy(): boolean {
    return Boolean(this.timer || this.running);
  }
}
