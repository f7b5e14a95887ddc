/**
 * Amend a published call: the reason and the figures or fields to correct (the rest stays as the
 * latest version has it). The server checks the corrected call with the creation rules and keeps
 * every version; its refusal is shown in the dialog, which stays open.
 */
import * as React from 'react';
import * as yup from 'yup';
import { amendmentRequestSchema, type Stock } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/errors';
import { useToast } from '../../ui/toasts';
import Field from '../../ui/Field';
import { useSchemaForm } from '../../ui/useSchemaForm';
import FormDialog from './FormDialog';
import ResearchFields, { researchRequest } from './ResearchFields';

type Values = yup.InferType<typeof amendmentRequestSchema>;
const EMPTY = { reason: '' } as Values;

interface Props {
  stock: Stock | null;
  show: boolean;
  onClose: () => void;
  onSaved?: (stock: Stock) => void;
}

export default function AmendDialog({ stock, show, onClose, onSaved }: Props) {
  const toast = useToast();
  const id = React.useId();
  const [problem, setProblem] = React.useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm<Values>(amendmentRequestSchema, EMPTY);

  const close = () => {
    reset(EMPTY);
    setProblem(null);
    onClose();
  };

  const save = async (v: Values) => {
    if (!stock) return;
    try {
      const amended = await endpoints.amendStock(stock.id, { reason: v.reason, ...researchRequest(v) });
      toast('Amendment saved', { kind: 'success', ms: 2000 });
      onSaved?.(amended);
      close();
    } catch (err) {
      setProblem(errorMessage(err, 'The amendment could not be saved.'));
    }
  };

  return (
    <FormDialog
      show={show}
      title={`Amend — ${stock?.name ?? ''}`}
      submitting={isSubmitting}
      submitLabel="Save amendment"
      submitDisabled={!stock}
      onSubmit={handleSubmit(save)}
      onClose={close}
    >
      <p className="small text-secondary">
        Version {stock?.version ?? 1} stays on record. Fill only what changes; the amendment becomes version {(stock?.version ?? 1) + 1}.
      </p>
      <Field id={`${id}-reason`} label="Reason" required as="textarea" registration={register('reason')} error={errors.reason} />
      <ResearchFields id={`${id}-call`} register={register} errors={errors} />
      {problem && (
        <div role="alert" className="alert alert-danger py-2 mb-0">
          {problem}
        </div>
      )}
    </FormDialog>
  );
}
