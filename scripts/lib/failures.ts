/**
 * What a failed step's output says failed, repeated in `npm test`'s closing summary. CI shows only
 * the end of a run's output, where the lanes' summaries are long gone: without this, a red run
 * said which lane failed but not which test, nor why.
 */

/** The most lines kept per step: enough to name every failure of a bad run without burying the times. */
const MOST = 12;

export class FailureLines {
  private readonly kept: string[] = [];
  /** Playwright's closing summary: the heading ("2 failed", "1 flaky") the test names below belong to. */
  private heading: 'failed' | 'flaky' | null = null;
  /** The failure whose first error line is still awaited (Playwright's "1) [main] › …" block). */
  private awaitingError = false;
  /** The step's last lines: what is shown when it failed with nothing above to name (tsc, ESLint, a crash). */
  private readonly tail: string[] = [];

  /** Reads one line of a step's output (without its lane prefix). */
  read(line: string): void {
    if (line.trim()) {
      this.tail.push(line.trim().slice(0, 200));
      if (this.tail.length > 6) this.tail.shift();
    }
    const heading = /^\s+\d+ (failed|flaky|passed|skipped|did not run|interrupted)\b/.exec(line);
    if (heading) {
      this.heading = heading[1] === 'failed' || heading[1] === 'flaky' ? heading[1] : null;
      return;
    }
    // Playwright, at the end: each failed or flaky test on its own indented line under its heading.
    if (this.heading && /^\s+\[[\w-]+\] › /.test(line)) {
      this.keep(`${this.heading === 'failed' ? '✘' : '~ flaky'} ${line.trim()}`);
      return;
    }
    this.heading = null;
    // Playwright, before the summary: each failure's block opens with "N) [project] › file:line › title".
    if (/^\s+\d+\) \[[\w-]+\] › /.test(line)) {
      this.awaitingError = true;
      return;
    }
    if (this.awaitingError && /^\s+(Error|TimeoutError|expect)\b|Error:/.test(line)) {
      this.keep(`  ${line.trim()}`);
      this.awaitingError = false;
      return;
    }
    // jest: a failed file ("FAIL app site/…test.ts") and each failed test in it ("● describe › test").
    if (/^FAIL /.test(line) || (/^\s+● /.test(line) && !/● Console/.test(line))) this.keep(line.trim());
  }

  private keep(text: string): void {
    // Playwright pads a title to the terminal's width with a rule.
    const line = text.replace(/\s*─+\s*$/, '');
    if (this.kept.length < MOST) this.kept.push(line.length > 200 ? `${line.slice(0, 199)}…` : line);
    else if (this.kept.length === MOST) this.kept.push('… (more above in the output)');
  }

  /** The lines kept, in the order they came; the step's last lines if none was. */
  lines(): readonly string[] {
    return this.kept.length ? this.kept : this.tail;
  }
}
