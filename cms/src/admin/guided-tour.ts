/**
 * Strapi's guided tour ("Create your schema", the Content-Type Builder's steps) is for developers
 * building a CMS; the firm's staff edit one whose types are made in code. The panel keeps the
 * tour's state in the browser (localStorage STRAPI_GUIDED_TOUR, which Strapi fills in around what
 * it finds): set to off before the panel first renders, so nobody is walked through it.
 */
const KEY = 'STRAPI_GUIDED_TOUR';

export function turnOffGuidedTour(storage: Storage = window.localStorage): void {
  let state: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') state = parsed as Record<string, unknown>;
  } catch {
    // A value Strapi cannot read either: replaced.
  }
  if (state.enabled !== false) storage.setItem(KEY, JSON.stringify({ ...state, enabled: false }));
}
