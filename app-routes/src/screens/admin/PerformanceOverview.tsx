/** Admin: every call's track record, in total and per plan (each against its plan's benchmark). */
import * as React from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { PerformanceOverview as Overview } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { useLoadEffect } from '../../ui/useLoadEffect';
import PerformanceFigures, { PerformanceDisclaimer } from '../performance/PerformanceFigures';

const TOTAL = 'total';

export default function PerformanceOverview() {
  const [overview, setOverview] = React.useState<Overview | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [shown, setShown] = React.useState(TOTAL);
  useLoadEffect(() => endpoints.performanceOverview(), [], { done: setOverview, failed: () => setFailed(true) });
  const plan = overview?.plans.find((p) => p.planId === shown);
  const answer = plan ?? overview?.total;
  return (
    <>
      <h1 className="h3 mb-3">Performance</h1>
      {failed && <p className="text-body-secondary">The track record could not be loaded. Please try again later.</p>}
      {!overview && !failed && (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      )}
      {overview && answer && (
        <section className="card-soft p-3 p-md-4">
          <label htmlFor="performance-of" className="form-label">
            Calls
          </label>
          <select id="performance-of" className="form-select mb-3" value={shown} onChange={(e) => setShown(e.target.value)}>
            <option value={TOTAL}>Every call, against {overview.total.benchmark}</option>
            {overview.plans.map((p) => (
              <option key={p.planId} value={p.planId}>
                {p.planName} plan, against {p.benchmark}
              </option>
            ))}
          </select>
          <PerformanceFigures
            answer={answer}
            caption={plan ? `${plan.planName} plan's calls against ${plan.benchmark}` : `Every call against ${answer.benchmark}`}
          />
          <PerformanceDisclaimer amount={answer.portfolio.notionalPerCall} />
        </section>
      )}
    </>
  );
}
