/**
 * What a published call gives the track record: its side, the levels it and its updates set, in
 * publication order, and its exit. Read from the call as its latest version shows it (an amendment
 * corrects the call it amends, so its levels count from that call's or update's publication).
 */
import type { CallInput, Levels } from './call-return';

type Instant = string | Date;
type Price = number | string | null | undefined;

export interface PublishedUpdate {
  createdAt: Instant;
  /** The update's kind as the app lists it (Buy, Hold, Exit…); an older update has no action. */
  type?: string | null;
  action?: string | null;
  target?: Price;
  stopLoss?: Price;
}

export interface PublishedCall {
  id: number;
  name: string;
  createdAt: Instant;
  action?: string | null;
  target?: Price;
  stopLoss?: Price;
  /** Oldest first, as getuserstock lists them. */
  update: readonly PublishedUpdate[];
}

const iso = (v: Instant) => new Date(v).toISOString();
const level = (v: Price): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** A Sell call gains as the price falls; every other action (Buy, Hold…) is held as a buy. */
export const sideOf = (action: string | null | undefined): CallInput['side'] => (action === 'Sell' ? 'sell' : 'buy');

export function callInput(call: PublishedCall): CallInput {
  const updates = [...call.update].sort((a, b) => Date.parse(iso(a.createdAt)) - Date.parse(iso(b.createdAt)));
  const levels: Levels[] = [{ at: iso(call.createdAt), target: level(call.target), stopLoss: level(call.stopLoss) }];
  for (const u of updates) {
    const target = level(u.target);
    const stopLoss = level(u.stopLoss);
    if (target !== null || stopLoss !== null) levels.push({ at: iso(u.createdAt), target, stopLoss });
  }
  // An update whose action is Exit ends the call; so does one of the Exit kind that predates actions.
  const exit = updates.find((u) => u.action === 'Exit' || (!u.action && u.type === 'Exit'));
  return {
    stockId: call.id,
    name: call.name,
    side: sideOf(call.action),
    publishedAt: iso(call.createdAt),
    levels,
    exitAt: exit ? iso(exit.createdAt) : null,
  };
}
