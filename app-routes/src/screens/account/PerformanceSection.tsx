/** My Account's Performance: the track record of the calls the subscriber received, with the disclaimer. */
import * as React from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { NOTIONAL_PER_CALL, PERFORMANCE_TEXTS as T, type PerformanceAnswer } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { useLoadEffect } from '../../ui/useLoadEffect';
import PerformanceFigures, { PerformanceDisclaimer } from '../performance/PerformanceFigures';

export default function PerformanceSection({ userId }: { userId: number }) {
  const [answer, setAnswer] = React.useState<PerformanceAnswer | null>(null);
  const [failed, setFailed] = React.useState(false);
  useLoadEffect(() => endpoints.performance(userId), [userId], { done: setAnswer, failed: () => setFailed(true) });
  return (
    <section className="card-soft p-4 mt-4" aria-labelledby="performance-title" data-testid="performance">
      <h2 id="performance-title" className="h5">
        {T.title}
      </h2>
      {failed ? (
        <p className="mb-0 text-body-secondary">{T.failed}</p>
      ) : !answer ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      ) : (
        <PerformanceFigures answer={answer} caption={`Your calls against ${answer.benchmark}`} />
      )}
      <PerformanceDisclaimer amount={answer?.portfolio.notionalPerCall ?? NOTIONAL_PER_CALL} />
    </section>
  );
}
