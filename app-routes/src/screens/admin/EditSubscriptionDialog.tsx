/**
 * Set or change a user's plan and start date: both are required (else
 * the toast 'Select both plan and date'); Save creates or replaces the subscription.
 */
import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import type { Plan, Subscription, User } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/client';
import { subscriptionProblem } from 'contracts';
import { useToast } from '../../ui/toasts';
import { formatDate, fullName, toDateInput } from './format';
import { ButtonSpinner } from './parts';

interface Props {
  user: User | null;
  show: boolean;
  plans: Plan[];
  onClose: () => void;
  onSaved: (userId: number, subscription: Subscription) => void;
}

export const planName = (plans: Plan[], type: string | number | null | undefined): string =>
  (type !== null && type !== undefined && plans.find((p) => String(p.id) === String(type))?.name) || 'N/A';

export default function EditSubscriptionDialog({ user, show, plans, onClose, onSaved }: Props) {
  const toast = useToast();
  const id = React.useId();
  const current = user?.subscription ?? null;
  const [plan, setPlan] = React.useState('');
  const [date, setDate] = React.useState('');
  const [saving, setSaving] = React.useState(false);

  // Start from the user's current plan and date each time the dialog opens.
  React.useEffect(() => {
    if (!show) return;
    const type = current?.type != null ? String(current.type) : '';
    setPlan(plans.some((p) => String(p.id) === type) ? type : '');
    setDate(toDateInput(current?.date));
    setSaving(false);
  }, [show, current, plans]);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!user || saving) return;
    const problem = subscriptionProblem(plan, date);
    if (problem) {
      toast(problem, { kind: 'error', ms: 2000 });
      return;
    }
    setSaving(true);
    try {
      const payload = { type: plan, date, gWSUserId: user.id, ...(current?.id != null ? { id: current.id } : {}) };
      const answer = await endpoints.replaceSubscription(payload);
      const saved: Subscription = {
        id: current?.id ?? 0,
        type: plan,
        date,
        gWSUserId: user.id,
        ...(answer && typeof answer === 'object' ? answer : {}),
      };
      toast('Data Saved', { kind: 'success', ms: 2000 });
      onSaved(user.id, saved);
      onClose();
    } catch (err) {
      toast(errorMessage(err, 'Some Error has Occured'), { kind: 'error', ms: 2000 });
    } finally {
      setSaving(false);
    }
  };

  const name = user ? fullName(user) : '';

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={`${id}-title`} backdrop={saving ? 'static' : true} keyboard={!saving}>
      <form onSubmit={save} noValidate>
        <Modal.Header closeButton={!saving}>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            Edit subscription — {name}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <dl className="row rounded-3 bg-light border mx-0 px-1 py-2 mb-4 small">
            <dt className="col-5 fw-semibold">Current plan</dt>
            <dd className="col-7 mb-1">{current ? planName(plans, current.type) : 'N/A'}</dd>
            <dt className="col-5 fw-semibold">Subscription date</dt>
            <dd className="col-7 mb-0">
              {current?.date ? (
                <time dateTime={toDateInput(current.date)}>{formatDate(toDateInput(current.date) || current.date)}</time>
              ) : (
                '—'
              )}
            </dd>
          </dl>
          <div className="mb-3">
            <label htmlFor={`${id}-plan`} className="form-label fw-semibold">
              Change Plan
            </label>
            <select id={`${id}-plan`} className="form-select" value={plan} onChange={(e) => setPlan(e.target.value)} disabled={saving}>
              <option value="">Select plan</option>
              {plans.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div className="mb-2">
            <label htmlFor={`${id}-date`} className="form-label fw-semibold">
              Subscription Date
            </label>
            <input
              id={`${id}-date`}
              type="date"
              className="form-control"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              disabled={saving}
              aria-describedby={`${id}-date-hint`}
            />
            <div id={`${id}-date-hint`} className="form-text">
              The plan runs from this date.
            </div>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={saving}>
            Close
          </button>
          <button type="submit" className="btn btn-success px-4" disabled={saving}>
            {saving && <ButtonSpinner />}Save
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
