/** The advertisement code on marketing content: its fields, its check on every save, and the review of what is stored. */
import type { Lifecycle } from '../../lib/lifecycle';
import { addAdCodeFields, applyAdCode, checkAllEntries } from './ad-code';

export const adCodeLifecycle: Lifecycle = {
  // Before the database is set up: every marketing type gets the advertisement code's fields.
  register: addAdCodeFields,
  // Before the seed: its entries are checked like an editor's.
  bootstrap: applyAdCode,
};

/** After the seed: every stored entry's flags, from its content. */
export const adCodeReviewLifecycle: Lifecycle = { bootstrap: checkAllEntries };
