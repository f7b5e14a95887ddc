/**
 * A form's validation, loaded on first use (lead-validation.ts: yup and the schemas stay out of
 * the page's first load). react-hook-form awaits a resolver, so the form behaves as with the schema
 * at hand; `preload` starts the load as soon as the visitor enters the form. `key` is read at each
 * validation: the questionnaire knows its flavour only after mount.
 */
import type { Resolver } from 'react-hook-form';
import type { FormSchemaKey } from './lead-validation';

type Values = Record<string, string>;

export function lazyResolver(key: () => FormSchemaKey): { resolver: Resolver<Values>; preload: () => void } {
  let loaded: Promise<typeof import('./lead-validation')> | null = null;
  const load = () => (loaded ??= import(/* webpackChunkName: "lead-validation" */ './lead-validation'));
  return {
    resolver: async (values, context, options) => (await load()).formResolver(key())(values, context, options),
    preload: () => void load(),
  };
}
