/**
 * One of the Prices screen's import forms: a file (checked here: .csv or .zip, within the limit),
 * any fields the import needs besides, and Import, which uploads it with its progress. The answer
 * is shown in one plain line; a refusal as the server words it ("Line 4: CLOSE is not a number."),
 * with focus back on the file so another can be chosen.
 */
import * as React from 'react';
import { PRICE_FILE_MAX_BYTES, PRICE_MESSAGES, priceFileProblem } from 'contracts';
import { failureMessage } from '../../api/errors';
import { ButtonSpinner } from './parts';

export const CHOOSE_A_FILE = 'Choose the file to import.';

/** The id of a form's refusal message, which its other fields name as their description. */
export const refusalId = (formId: string): string => `${formId}-alert`;

interface Props {
  id: string;
  title: string;
  /** The file input's label. */
  fileLabel: string;
  /** What the file holds, shown under the input. */
  hint: string;
  /** Fields the import needs besides the file. */
  children?: React.ReactNode;
  /** A problem with those fields and the field to focus (null when none), checked before the upload. */
  check?: () => { message: string; field: HTMLElement | null } | null;
  /** Uploads the file, reporting progress (0 to 1); answers the summary line. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** Told after each import the server took (the screen then reads the imported days again). */
  onImported?: () => void;
}

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; summary: string }
  /** `ofFile`: the file is what is wrong (marked invalid), not one of the other fields. */
  | { kind: 'refused'; message: string; ofFile: boolean };

export default function PriceImportForm({ id, title, fileLabel, hint, children, check, upload, onImported }: Props) {
  const [file, setFile] = React.useState<File | null>(null);
  const [state, setState] = React.useState<State>({ kind: 'idle' });
  const input = React.useRef<HTMLInputElement>(null);
  const busy = state.kind === 'uploading';

  const focusNext = React.useRef<HTMLElement | null>(null);

  const refuse = (message: string, field: HTMLElement | null = input.current) => {
    focusNext.current = field;
    setState({ kind: 'refused', message, ofFile: field === input.current });
  };

  // After the render that shows a refusal: the input was disabled while uploading, and a disabled input takes no focus.
  React.useEffect(() => {
    if (state.kind !== 'refused' || !focusNext.current) return;
    focusNext.current.focus();
    focusNext.current = null;
  }, [state]);

  function choose(chosen: File | undefined) {
    setFile(chosen ?? null);
    const problem = chosen ? priceFileProblem(chosen) : null;
    setState(problem ? { kind: 'refused', message: problem, ofFile: true } : { kind: 'idle' });
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const fieldProblem = check?.();
    if (fieldProblem) return refuse(fieldProblem.message, fieldProblem.field);
    const problem = file ? priceFileProblem(file) : CHOOSE_A_FILE;
    if (problem || !file) return refuse(problem ?? CHOOSE_A_FILE);
    setState({ kind: 'uploading', percent: 0 });
    try {
      const summary = await upload(file, (f) => setState({ kind: 'uploading', percent: Math.round(f * 100) }));
      setState({ kind: 'done', summary });
      onImported?.();
    } catch (err) {
      refuse(failureMessage(err, PRICE_MESSAGES.importFailed));
    }
  }

  const refused = state.kind === 'refused';
  const fileRefused = refused && state.ofFile;
  const fileId = `${id}-file`;
  return (
    <section className="card-soft p-3 p-md-4 mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {title}
      </h2>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        {children}
        <div className="mb-3">
          <label htmlFor={fileId} className="form-label fw-semibold">
            {fileLabel}
          </label>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept=".csv,.zip,text/csv,application/zip"
            className={`form-control${fileRefused ? ' is-invalid' : ''}`}
            aria-describedby={`${id}-hint ${refusalId(id)}`}
            aria-invalid={fileRefused ? true : undefined}
            disabled={busy}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <div id={`${id}-hint`} className="form-text">
            {hint} CSV, or a .zip holding one; up to {PRICE_FILE_MAX_BYTES / (1024 * 1024)} MB.
          </div>
          <div id={refusalId(id)} role="alert" className={refused ? 'invalid-feedback d-block text-break' : 'visually-hidden'}>
            {refused && state.message}
          </div>
        </div>
        <div className="d-flex flex-wrap align-items-center gap-3">
          <button type="submit" className="btn-cta" disabled={busy}>
            {busy && <ButtonSpinner />}Import
          </button>
          <p role="status" className="mb-0 text-break">
            {state.kind === 'uploading' && (state.percent < 100 ? `Uploading… ${state.percent} %` : 'Reading the file…')}
            {state.kind === 'done' && state.summary}
          </p>
        </div>
      </form>
    </section>
  );
}
