/** The hand-made price files of tests/fixtures/prices: the same three stocks and day in every format. */
import fs from 'node:fs';
import path from 'node:path';
import { readCsv } from '../csv-table';

export const FIXTURES = path.join(__dirname, '..', '..', '..', '..', '..', 'tests', 'fixtures', 'prices');
export const fixture = (name: string): Buffer => fs.readFileSync(path.join(FIXTURES, name));
export const fixtureTable = (name: string) => readCsv(fixture(name).toString('utf8'));

export const DAY = '2024-07-05';
/** ISIN → close, as every file of the day gives them. */
export const CLOSES = { INE002A01018: '3188.45', INE467B01029: '4015.30', INE009A01021: '1651.20' };
export const closesOf = (list: { isin: string; close: string }[]) => Object.fromEntries(list.map((c) => [c.isin, c.close]));
