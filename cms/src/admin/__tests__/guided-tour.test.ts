import { expect, it } from '@jest/globals';
import { turnOffGuidedTour } from '../guided-tour';

/** localStorage's interface over a Map. */
function storage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

it('a first visit stores the tour as off; a stored state keeps its steps with the tour off', () => {
  const fresh = storage();
  turnOffGuidedTour(fresh);
  expect(JSON.parse(fresh.getItem('STRAPI_GUIDED_TOUR')!)).toEqual({ enabled: false });
  const seen = storage({ STRAPI_GUIDED_TOUR: JSON.stringify({ enabled: true, tours: { contentManager: { currentStep: 2 } } }) });
  turnOffGuidedTour(seen);
  expect(JSON.parse(seen.getItem('STRAPI_GUIDED_TOUR')!)).toEqual({ enabled: false, tours: { contentManager: { currentStep: 2 } } });
});

it('an unreadable stored value is replaced', () => {
  const broken = storage({ STRAPI_GUIDED_TOUR: '{not json' });
  turnOffGuidedTour(broken);
  expect(JSON.parse(broken.getItem('STRAPI_GUIDED_TOUR')!)).toEqual({ enabled: false });
});
