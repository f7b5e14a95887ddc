/**
 * The visitor a landing form has just met, kept in localStorage under contracts'
 * VISITOR_STORAGE_KEYS so the /welcome questionnaire can send its answers with their name and
 * phone or email (spec §4).
 */
import { VISITOR_STORAGE_KEYS } from 'contracts';

export type Visitor = Partial<Record<keyof typeof VISITOR_STORAGE_KEYS, string>>;

export function rememberVisitor(visitor: Visitor): void {
  try {
    for (const [field, value] of Object.entries(visitor) as [keyof Visitor, string | undefined][])
      if (value) window.localStorage.setItem(VISITOR_STORAGE_KEYS[field], value);
  } catch {
    // storage disabled: the lead is stored all the same; the questionnaire asks without them
  }
}
