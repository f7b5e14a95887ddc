/**
 * getuserstock's news marks: a stock or an update is new when it was published, or last amended,
 * after the subscriber's `lastSeenAt` (never seen: everything is new). Pure: the controller hands
 * it the entitlement's answer and the mark read from the user.
 */

interface Published {
  createdAt?: string | Date | null;
  amendments?: readonly { date: string | Date }[];
}

/** The database hands back an ISO string or a Date, by dialect. */
const time = (at: string | Date | null | undefined) => (at ? new Date(at).getTime() : NaN);

/** When it was last published: its own publication or its latest amendment. */
function lastPublished(item: Published): number {
  return Math.max(time(item.createdAt), ...(item.amendments ?? []).map((a) => time(a.date)).filter((t) => !Number.isNaN(t)));
}

const isNewSince = (item: Published, seen: number | null) => seen === null || lastPublished(item) > seen;

type Marked<T> = T & { isNew: boolean };

/** The answer with `isNew` on every stock and update, `newCount`, `lastSeenAt` and `asOf`. */
export function withNewsMarks<U extends Published, S extends Published & { update?: U[] }, A extends { stocks: S[] }>(
  answer: A,
  lastSeenAt: Date | null,
  asOf: Date,
): Omit<A, 'stocks'> & {
  stocks: Marked<Omit<S, 'update'> & { update?: Marked<U>[] }>[];
  newCount: number;
  lastSeenAt: string | null;
  asOf: string;
} {
  const seen = lastSeenAt ? lastSeenAt.getTime() : null;
  let newCount = 0;
  const mark = <T extends Published>(item: T): Marked<T> => {
    const isNew = isNewSince(item, seen);
    if (isNew) newCount++;
    return { ...item, isNew };
  };
  const stocks = answer.stocks.map((s) => ({ ...mark(s), ...(s.update ? { update: s.update.map(mark) } : {}) }));
  return { ...answer, stocks, newCount, lastSeenAt: lastSeenAt ? lastSeenAt.toISOString() : null, asOf: asOf.toISOString() };
}
