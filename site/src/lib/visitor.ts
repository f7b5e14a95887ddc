/**
 * Who the visitor is, as far as the site knows: the name, phone and email a landing form keeps in
 * localStorage after sending (VISITOR_STORAGE_KEYS), or the query string under the same
 * names (a link that names the visitor), for the /welcome questionnaire to send with the answers.
 */
import { VISITOR_STORAGE_KEYS } from 'contracts';

export type Visitor = Partial<Record<keyof typeof VISITOR_STORAGE_KEYS, string>>;

const FIELDS = Object.keys(VISITOR_STORAGE_KEYS) as (keyof typeof VISITOR_STORAGE_KEYS)[];

/** Keeps what a form learnt of the visitor (blank values are not kept). */
export function rememberVisitor(visitor: Visitor): void {
  try {
    for (const field of FIELDS) if (visitor[field]) window.localStorage.setItem(VISITOR_STORAGE_KEYS[field], visitor[field]);
  } catch {
    // storage disabled: the welcome page then knows only what its query says
  }
}

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The query's visitor when it names one (one person, never mixed with another's stored details), else the stored one. */
export function knownVisitor(search: string = window.location.search): Visitor {
  const query = new URLSearchParams(search);
  const fromQuery = FIELDS.some((f) => query.get(VISITOR_STORAGE_KEYS[f]));
  const visitor: Visitor = {};
  for (const field of FIELDS) {
    const key = VISITOR_STORAGE_KEYS[field];
    const value = fromQuery ? query.get(key) : stored(key);
    if (value?.trim()) visitor[field] = value.trim();
  }
  return visitor;
}
