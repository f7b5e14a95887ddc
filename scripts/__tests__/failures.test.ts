/** What `npm test`'s closing summary repeats of a failed step's output (scripts/lib/failures.ts). */
import { describe, expect, test } from '@jest/globals';
import { FailureLines } from '../lib/failures';

const read = (output: string) => {
  const failures = new FailureLines();
  for (const line of output.split('\n')) failures.read(line);
  return failures.lines();
};

describe('FailureLines', () => {
  test("Playwright: each failed and flaky test of the summary, with each failure's first error line", () => {
    const output = [
      '  ✓  1 [main] › tests/e2e/app.spec.ts:10:1 › login (2.1s)',
      '  ✘  2 [main] › tests/e2e/deferred-scripts.spec.ts:85:1 › a form before its scripts (10.6s)',
      '',
      '  1) [main] › tests/e2e/deferred-scripts.spec.ts:85:1 › a form before its scripts ─────────',
      '',
      '    Error: expect(locator).toBeDisabled() failed',
      '',
      "    Locator:  getByRole('button')",
      '  2) [main] › tests/e2e/app.spec.ts:40:1 › logout ─────────',
      '',
      '    Test timeout of 60000ms exceeded.',
      '    Error: page.click: Test timeout of 60000ms exceeded.',
      '  1 failed',
      '    [main] › tests/e2e/deferred-scripts.spec.ts:85:1 › a form before its scripts ─────────',
      '  1 flaky',
      '    [main] › tests/e2e/app.spec.ts:40:1 › logout ───',
      '  200 passed (14.2m)',
      '    [main] › not a failure: after the passed count',
    ].join('\n');
    expect(read(output)).toEqual([
      '  Error: expect(locator).toBeDisabled() failed',
      '  Error: page.click: Test timeout of 60000ms exceeded.',
      '✘ [main] › tests/e2e/deferred-scripts.spec.ts:85:1 › a form before its scripts',
      '~ flaky [main] › tests/e2e/app.spec.ts:40:1 › logout',
    ]);
  });

  test('jest: the failed files and tests', () => {
    const output = [
      'PASS app site/src/a.test.ts',
      'FAIL cms cms/src/b.test.ts',
      '  ● cache › keeps bytes',
      '',
      '    expect(received)',
    ].join('\n');
    expect(read(output)).toEqual(['FAIL cms cms/src/b.test.ts', '● cache › keeps bytes']);
  });

  test('a failure nothing above names (a type error, a crash): the last lines of the output', () => {
    const output = ['$ tsc -p cms', '', ...Array.from({ length: 8 }, (_, i) => `cms/src/a.ts(${i},1): error TS2322`), 'exit 2'].join('\n');
    expect(read(output)).toEqual([...Array.from({ length: 5 }, (_, i) => `cms/src/a.ts(${i + 3},1): error TS2322`), 'exit 2']);
  });

  test('a very bad run is cut short and says so', () => {
    const many = Array.from({ length: 30 }, (_, i) => `FAIL app t${i}.test.ts`).join('\n');
    const lines = read(many);
    expect(lines).toHaveLength(13);
    expect(lines[12]).toBe('… (more above in the output)');
  });
});
