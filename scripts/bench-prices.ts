/**
 * `npm run bench:prices`: imports of a generated NSE UDiFF bhavcopy of BENCH_PRICE_ROWS (3,000) shares
 * (POST /api/Prices/bhavcopy) into a real CMS on SQLite: the first import (every close and security
 * inserted), a re-import (every close unchanged) and the BSE file of the same day (every close kept,
 * every security's BSE code added). Prints each one's time (the target: under a second). Asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productConfig } from './lib/config';
import { ensureBuilt } from './lib/build';
import { startCms } from './lib/product';
import { stopChild } from './lib/processes';
import { login } from './lib/bench-api-client';

const ROWS = Number(process.env.BENCH_PRICE_ROWS || 3000);
const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };
const HEADER =
  'TradDt,BizDt,Sgmt,Src,FinInstrmTp,FinInstrmId,ISIN,TckrSymb,SctySrs,XpryDt,FininstrmActlXpryDt,StrkPric,OptnTp,FinInstrmNm,OpnPric,HghPric,LwPric,ClsPric,LastPric,PrvsClsgPric,UndrlygPric,SttlmPric,OpnIntrst,ChngInOpnIntrst,TtlTradgVol,TtlTrfVal,TtlNbOfTxsExctd,SsnId,NewBrdLotQty,Rmks,Rsvd1,Rsvd2,Rsvd3,Rsvd4';

/** A UDiFF file of `ROWS` made-up shares (ISINs INE + 6 digits + A01 + a digit). */
function udiff(src: 'NSE' | 'BSE'): string {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const isin = `INE${String(i).padStart(6, '0')}01${i % 10}`;
    const close = (100 + (i % 900) + 0.05).toFixed(2);
    const id = src === 'NSE' ? String(10000 + i) : String(500000 + i);
    return `2024-07-05,2024-07-05,CM,${src},STK,${id},${isin},SYM${i},${src === 'NSE' ? 'EQ' : 'A'},,,,,COMPANY ${i} LTD,${close},${close},${close},${close},${close},${close},,${close},,,1000,100000.00,100,F1,1,,,,,`;
  });
  return [HEADER, ...rows].join('\n') + '\n';
}

async function timedImport(base: string, token: string, csv: string): Promise<{ ms: number; answer: unknown }> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bhavcopy.csv');
  const t = performance.now();
  const res = await fetch(`${base}/Prices/bhavcopy`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  const answer = await res.json();
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(answer)}`);
  return { ms, answer };
}

async function main(): Promise<void> {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-prices-'));
  const cmsPort = Number(process.env.BENCH_CMS_PORT || 11700);
  const cfg = productConfig({ dataDir, port: Number(process.env.BENCH_PORT || 18400), cmsPort, seedAdmin: ADMIN });
  delete process.env.DATABASE_URL;
  const cms = await startCms(cfg);
  try {
    const base = `http://127.0.0.1:${cmsPort}/api`;
    const token = await login(base, ADMIN.email, ADMIN.password);
    const nse = udiff('NSE');
    console.log(`A UDiFF bhavcopy of ${ROWS} shares (${(nse.length / 1024).toFixed(0)} KB)`);
    for (const [label, csv] of [
      ['first import', nse],
      ['re-import', nse],
      ['BSE file of the day', udiff('BSE')],
    ] as const) {
      const { ms, answer } = await timedImport(base, token, csv);
      console.log(`${label}: ${ms.toFixed(0)} ms ${JSON.stringify(answer)}`);
    }
    console.log(`load average ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    await stopChild(cms);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
