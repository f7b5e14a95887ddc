/** A screen's load: its answer or failure reaches the screen only while that load is the current one. */
import * as React from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { useLoadEffect } from '../useLoadEffect';

/** A promise settled by the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Probe({
  id,
  calls,
  done,
  failed,
}: {
  id: number | null;
  calls: Record<number, Promise<string>>;
  done: (v: string) => void;
  failed: (e: unknown) => void;
}) {
  useLoadEffect(() => (id === null ? null : calls[id]), [id, calls], { done, failed });
  return null;
}

describe('useLoadEffect', () => {
  it('hands the current answer over, and a failure to failed', async () => {
    const ok = deferred<string>();
    const bad = deferred<string>();
    const done = jest.fn<(v: string) => void>();
    const failed = jest.fn<(e: unknown) => void>();
    const calls = { 1: ok.promise, 2: bad.promise };
    const { rerender } = render(<Probe id={1} calls={calls} done={done} failed={failed} />);
    await act(async () => ok.resolve('one'));
    expect(done).toHaveBeenCalledWith('one');
    rerender(<Probe id={2} calls={calls} done={done} failed={failed} />);
    const err = new Error('down');
    await act(async () => bad.reject(err));
    expect(failed).toHaveBeenCalledWith(err);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('drops the answer of a load that is no longer current (deps changed, or unmounted)', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const done = jest.fn<(v: string) => void>();
    const failed = jest.fn<(e: unknown) => void>();
    const calls = { 1: first.promise, 2: second.promise };
    const { rerender, unmount } = render(<Probe id={1} calls={calls} done={done} failed={failed} />);
    rerender(<Probe id={2} calls={calls} done={done} failed={failed} />);
    await act(async () => first.resolve('stale'));
    expect(done).not.toHaveBeenCalled();
    unmount();
    await act(async () => second.reject(new Error('late')));
    expect(done).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
  });

  it('loads nothing while load answers null (a closed dialog)', async () => {
    const done = jest.fn<(v: string) => void>();
    const failed = jest.fn<(e: unknown) => void>();
    render(<Probe id={null} calls={{}} done={done} failed={failed} />);
    await act(async () => {});
    expect(done).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
  });
});
