/**
 * Gatsby's generated query types (Queries.*) make every CMS field and every entry of a list
 * nullable: the schema is inferred from the data, so it cannot know what the CMS requires.
 * These helpers narrow once, where the data is read, instead of at every use.
 */

/** T with the fields K present (not null). */
export type Filled<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

/** Whether `item` exists and has the fields `keys` (fields the CMS requires). */
export function isFilled<T extends object, K extends keyof T>(item: T | null | undefined, ...keys: K[]): item is Filled<T, K> {
  return item != null && keys.every((key) => item[key] != null);
}

/**
 * The entries of a CMS list (a repeatable component or a collection) that have the fields `keys`:
 * no list reads as an empty one, and empty entries are left out.
 */
export function filled<T extends object, K extends keyof T>(
  list: ReadonlyArray<T | null> | null | undefined,
  ...keys: K[]
): Filled<T, K>[] {
  return (list ?? []).filter((item): item is Filled<T, K> => isFilled(item, ...keys));
}

/** A single type's entry with the fields `keys` the site cannot do without; else a build error naming what lacks them. */
export function requireFilled<T extends object, K extends keyof T>(name: string, entry: T | null | undefined, ...keys: K[]): Filled<T, K> {
  if (!isFilled(entry, ...keys)) throw new Error(`${name} in the CMS lacks one of: ${keys.map(String).join(', ')}`);
  return entry;
}
