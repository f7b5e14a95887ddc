/**
 * Admin: add a stock, a structured research call when it has an action (its figures, rationale,
 * analyst and disclosures). The form state carries every stock field; the ones not shown
 * (quantity, percentage, buy and sell dates) are sent as null. A report PDF is uploaded as soon as
 * it is chosen (ReportField) and the stock names it by its id.
 */
import * as React from 'react';
import type { InferType } from 'yup';
import { endpoints } from '../../api/endpoints';
import { useLoadEffect } from '../../ui/useLoadEffect';
import { addStockSchema } from 'contracts';
import { useToast } from '../../ui/toasts';
import Field from '../../ui/Field';
import { useSchemaForm } from '../../ui/useSchemaForm';
import { ButtonSpinner, PageHeader } from './parts';
import ReportField from './ReportField';
import ResearchFields, { researchRequest } from './ResearchFields';

type Values = InferType<typeof addStockSchema>;
const EMPTY: Values = {
  name: '',
  code: '',
  nseCode: '',
  bseCode: '',
  isin: '',
  description: '',
  reportLink: '',
  exchange: '',
  disclosures: {},
};
/** Carried by the form state but not shown. */
const HIDDEN = { quantity: null, percentage: null, buy_date: null, sell_date: null };

const orNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

export default function AddNewStock() {
  const toast = useToast();
  const [reportId, setReportId] = React.useState<number | null>(null);
  // A new field after each save (its file and state cleared with the form).
  const [reportField, setReportField] = React.useState(0);
  const [exchanges, setExchanges] = React.useState<{ id: number; name: string }[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm<Values>(addStockSchema, EMPTY);

  useLoadEffect(() => endpoints.exchanges(), [], {
    done: (list) => {
      if (Array.isArray(list)) setExchanges(list);
    },
    failed: (err) => console.error('Loading the exchanges failed', err),
  });

  const submit = async (v: Values) => {
    try {
      await endpoints.addStock({
        name: v.name.trim(),
        code: v.code.trim(),
        nseCode: orNull(v.nseCode),
        bseCode: orNull(v.bseCode),
        isin: orNull(v.isin),
        description: v.description.trim(),
        reportLink: orNull(v.reportLink),
        exchange: orNull(v.exchange),
        ...HIDDEN,
        reportId,
        ...researchRequest(v),
      });
      toast('Data Saved', { kind: 'success', ms: 2000 });
      reset(EMPTY);
      setReportId(null);
      setReportField((n) => n + 1);
    } catch (err) {
      console.error('Saving the stock failed', err);
      toast('Some Error has Occured', { kind: 'error', ms: 2000 });
    }
  };

  return (
    <>
      <PageHeader title="Add New Stock" intro="Publish a research stock. Subscribers whose plan covers it will see it in My Account." />
      <form className="card-soft p-3 p-md-4" onSubmit={handleSubmit(submit)} noValidate>
        <p className="small text-secondary mb-3">Fields marked * are required.</p>
        <div className="row gx-md-4">
          <div className="col-md-6">
            <Field id="stock-name" label="Name" required autoComplete="off" registration={register('name')} error={errors.name} />
          </div>
          <div className="col-md-6">
            <Field
              id="stock-code"
              label="Code"
              required
              autoComplete="off"
              hint="ISIN, e.g. INE002A01018"
              registration={register('code')}
              error={errors.code}
            />
          </div>
          <div className="col-md-4">
            <Field id="stock-nse" label="NSE Code" autoComplete="off" registration={register('nseCode')} error={errors.nseCode} />
          </div>
          <div className="col-md-4">
            <Field id="stock-bse" label="BSE Code" autoComplete="off" registration={register('bseCode')} error={errors.bseCode} />
          </div>
          <div className="col-md-4">
            <Field
              id="stock-isin"
              label="ISIN"
              autoComplete="off"
              hint="Only when Code is not the ISIN: the security whose closes measure this call's return"
              registration={register('isin')}
              error={errors.isin}
            />
          </div>
          <div className="col-md-4">
            <div className="mb-3">
              <label htmlFor="stock-exchange" className="form-label fw-semibold">
                Exchange
              </label>
              <select id="stock-exchange" className="form-select" {...register('exchange')}>
                <option value="">Select exchange</option>
                {exchanges.map((x) => (
                  <option key={x.id} value={x.name}>
                    {x.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="col-12">
            <Field
              id="stock-description"
              label="Description"
              required
              as="textarea"
              registration={register('description')}
              error={errors.description}
            />
          </div>
          <div className="col-12">
            <ResearchFields id="stock" register={register} errors={errors} full />
          </div>
          <div className="col-12">
            <Field
              id="stock-report"
              label="Report Link"
              type="url"
              inputMode="url"
              autoComplete="off"
              hint="Link to the full research report (https://…)"
              registration={register('reportLink')}
              error={errors.reportLink}
            />
          </div>
          <div className="col-12">
            <ReportField key={reportField} id="stock-report-file" onChange={setReportId} />
          </div>
        </div>
        <div className="d-flex justify-content-end">
          <button type="submit" className="btn-cta" disabled={isSubmitting}>
            {isSubmitting && <ButtonSpinner />}Submit
          </button>
        </div>
      </form>
    </>
  );
}
