/**
 * The admin's "Report (PDF)" field: choosing a file checks it here (a PDF, within the limit), then
 * uploads it at once (POST /api/Reports) with its progress; the form then sends its `reportId`.
 * The server checks the file's content; its refusal ("The file is not a PDF.") is shown as it words it,
 * and so is what it removed from the file before storing it (JavaScript, embedded files…).
 */
import * as React from 'react';
import { REPORT_MAX_BYTES, REPORT_MESSAGES, REPORT_REMOVALS, reportFileProblem, type ReportRemoval } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { failureMessage } from '../../api/errors';

interface Props {
  id: string;
  /** The uploaded report's id, or null. */
  onChange: (reportId: number | null) => void;
}

type State =
  | { kind: 'empty' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; name: string; pages: number; removed: ReportRemoval[] }
  | { kind: 'error'; message: string };

export default function ReportField({ id, onChange }: Props) {
  const [state, setState] = React.useState<State>({ kind: 'empty' });
  const input = React.useRef<HTMLInputElement>(null);

  async function choose(file: File | undefined) {
    onChange(null);
    if (!file) return setState({ kind: 'empty' });
    const problem = reportFileProblem(file);
    if (problem) return setState({ kind: 'error', message: problem });
    setState({ kind: 'uploading', percent: 0 });
    try {
      const report = await endpoints.uploadReport(file, (f) => setState({ kind: 'uploading', percent: Math.round(f * 100) }));
      setState({ kind: 'done', name: file.name, pages: report.pages, removed: report.removed });
      onChange(report.id);
    } catch (err) {
      setState({ kind: 'error', message: failureMessage(err, REPORT_MESSAGES.uploadFailed) });
    }
  }

  function remove() {
    if (input.current) input.current.value = '';
    setState({ kind: 'empty' });
    onChange(null);
  }

  const statusId = `${id}-status`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-semibold">
        Report (PDF)
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        className={`form-control${state.kind === 'error' ? ' is-invalid' : ''}`}
        aria-describedby={statusId}
        aria-invalid={state.kind === 'error' ? true : undefined}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <div
        id={statusId}
        className={state.kind === 'error' ? 'invalid-feedback d-block' : 'form-text'}
        role={state.kind === 'error' ? 'alert' : 'status'}
      >
        {state.kind === 'empty' && `Private to subscribers, stamped for each reader; a PDF up to ${REPORT_MAX_BYTES / (1024 * 1024)} MB.`}
        {state.kind === 'uploading' && `Uploading… ${state.percent} %`}
        {state.kind === 'done' && (
          <>
            {state.name} · {state.pages} {state.pages === 1 ? 'page' : 'pages'}
            {state.removed.length > 0 && ` · removed: ${state.removed.map((r) => REPORT_REMOVALS[r]).join(', ')}`}{' '}
            <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={remove}>
              Remove
            </button>
          </>
        )}
        {state.kind === 'error' && state.message}
      </div>
    </div>
  );
}
