/**
 * Admin → Prices: the uploads the track record rests on, each its own form: the day's bhavcopy
 * (NSE or BSE), an index's closes (the plans' benchmarks suggested, "Nifty 50" first) and corporate
 * actions (splits and bonuses); under them, the days imported (read again after each import).
 */
import * as React from 'react';
import { DEFAULT_BENCHMARK } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { useLoadEffect } from '../../ui/useLoadEffect';
import { PageHeader } from './parts';
import ImportedDays from './ImportedDays';
import PriceImportForm, { refusalId } from './PriceImportForm';
import { bhavcopySummary, corporateActionsSummary, indexSummary } from './price-import-summary';

const INDEX_FORM = 'index-import';

export const INDEX_NAME_MISSING = 'Give the index name, e.g. "Nifty 50".';

/** The benchmarks in use (each plan's, and the total's), to suggest as index names; the default alone when they cannot be read. */
function useBenchmarks(): string[] {
  const [names, setNames] = React.useState<string[]>([DEFAULT_BENCHMARK]);
  useLoadEffect(() => endpoints.performanceOverview(), [], {
    done: (o) => setNames([...new Set([DEFAULT_BENCHMARK, o.total.benchmark, ...o.plans.map((p) => p.benchmark)])]),
    // The suggestions only help: the name can still be typed.
    failed: () => undefined,
  });
  return names;
}

function IndexForm({ onImported }: { onImported: () => void }) {
  const benchmarks = useBenchmarks();
  const [name, setName] = React.useState(DEFAULT_BENCHMARK);
  const nameInput = React.useRef<HTMLInputElement>(null);
  return (
    <PriceImportForm
      id={INDEX_FORM}
      title="Index closes"
      fileLabel="Index file"
      hint="Date and Close columns, or NSE’s daily file of all indices (the named index’s rows are read)."
      check={() => (name.trim() ? null : { message: INDEX_NAME_MISSING, field: nameInput.current })}
      upload={async (file, onProgress) => indexSummary(name.trim(), await endpoints.importIndex(name.trim(), file, onProgress))}
      onImported={onImported}
    >
      <div className="mb-3">
        <label htmlFor="index-import-name" className="form-label fw-semibold">
          Index name
        </label>
        <input
          ref={nameInput}
          id="index-import-name"
          aria-describedby={refusalId(INDEX_FORM)}
          type="text"
          className="form-control"
          list="index-import-names"
          required
          maxLength={100}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <datalist id="index-import-names">
          {benchmarks.map((b) => (
            <option key={b} value={b} />
          ))}
        </datalist>
      </div>
    </PriceImportForm>
  );
}

export default function PricesImport() {
  const [version, setVersion] = React.useState(0);
  const imported = React.useCallback(() => setVersion((v) => v + 1), []);
  return (
    <>
      <PageHeader
        title="Prices"
        intro="The closes and corporate actions the track record is computed from. Importing a file again changes nothing."
      />
      <PriceImportForm
        id="bhavcopy-import"
        title="Bhavcopy"
        fileLabel="Bhavcopy file"
        hint="One day’s NSE or BSE equity bhavcopy, as the exchange publishes it (13 columns, UDiFF or BSE legacy)."
        upload={async (file, onProgress) => bhavcopySummary(await endpoints.importBhavcopy(file, onProgress))}
        onImported={imported}
      />
      <IndexForm onImported={imported} />
      <PriceImportForm
        id="corporate-actions-import"
        title="Corporate actions"
        fileLabel="Corporate actions file"
        hint="Columns isin, exDate, kind (split or bonus), ratioFrom, ratioTo and an optional note."
        upload={async (file, onProgress) => corporateActionsSummary(await endpoints.importCorporateActions(file, onProgress))}
      />
      <ImportedDays version={version} />
    </>
  );
}
