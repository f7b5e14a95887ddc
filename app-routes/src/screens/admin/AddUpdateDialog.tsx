/**
 * Add an update to a stock: type, description, report link, and the call's action and the figures
 * that change (the contract's rules); Save posts
 * and toasts 'Data saved'; Close (or any dismissal) resets the form. A failed save shows no
 * message; the dialog stays open with its fields so the admin can try again.
 */
import * as React from 'react';
import * as yup from 'yup';
import type { Stock } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { useToast } from '../../ui/toasts';
import Field from '../../ui/Field';
import { useSchemaForm } from '../../ui/useSchemaForm';
import { reportLinkRule, researchFields, withResearchRules, type UpdateType } from 'contracts';
import FormDialog from './FormDialog';
import ReportField from './ReportField';
import ResearchFields, { researchRequest } from './ResearchFields';

const schema = withResearchRules(
  yup.object({
    type: yup.string().required('Select an update type.'),
    description: yup.string().trim().default(''),
    report_link: reportLinkRule(),
    ...researchFields,
  }),
  { needsAnalyst: false },
);
type Values = yup.InferType<typeof schema>;
const EMPTY: Values = { type: '', description: '', report_link: '', disclosures: {} };

interface Props {
  stock: Stock | null;
  show: boolean;
  types: UpdateType[];
  onClose: () => void;
  onSaved?: (stockId: number) => void;
}

export default function AddUpdateDialog({ stock, show, types, onClose, onSaved }: Props) {
  const toast = useToast();
  const id = React.useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm<Values>(schema, EMPTY);
  const [reportId, setReportId] = React.useState<number | null>(null);

  const close = () => {
    reset(EMPTY);
    setReportId(null);
    onClose();
  };

  const save = async (v: Values) => {
    if (!stock) return;
    try {
      await endpoints.addUpdate({
        type: v.type,
        description: v.description,
        report_link: v.report_link,
        stockId: stock.id,
        reportId,
        ...researchRequest(v),
      });
      toast('Data saved', { kind: 'success', ms: 2000 });
      onSaved?.(stock.id);
      close();
    } catch (err) {
      // No message reaches the user; the dialog stays open with its fields, so the admin can save again.
      console.error('Saving the update failed', err);
    }
  };

  return (
    <FormDialog
      show={show}
      title={`Add update — ${stock?.name ?? ''}`}
      submitting={isSubmitting}
      submitLabel="Save"
      submitDisabled={!stock}
      onSubmit={handleSubmit(save)}
      onClose={close}
    >
      <div className="mb-3">
        <label htmlFor={`${id}-type`} className="form-label fw-semibold">
          Update Type
        </label>
        <select
          id={`${id}-type`}
          className={`form-select${errors.type ? ' is-invalid' : ''}`}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? `${id}-type-error` : undefined}
          {...register('type')}
        >
          <option value="">Select type</option>
          {types.map((t) => (
            <option key={t.id} value={t.text}>
              {t.text}
            </option>
          ))}
        </select>
        {errors.type?.message && (
          <div id={`${id}-type-error`} className="invalid-feedback d-block">
            {errors.type.message}
          </div>
        )}
      </div>
      <Field id={`${id}-description`} label="Description" as="textarea" registration={register('description')} error={errors.description} />
      <Field
        id={`${id}-link`}
        label="Report Link"
        type="url"
        inputMode="url"
        autoComplete="off"
        hint="Optional, e.g. https://…"
        registration={register('report_link')}
        error={errors.report_link}
      />
      <ReportField id={`${id}-report-file`} onChange={setReportId} />
      <ResearchFields id={`${id}-call`} register={register} errors={errors} full />
    </FormDialog>
  );
}
