/**
 * The app's forms checked by a yup schema (contracts' or their own): each field is checked when the
 * user leaves it, then again on each change until it is right, and submitting checks
 * them all and shows each field's first error.
 */
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';

export function useSchemaForm<V extends FieldValues>(schema: AnyObjectSchema, defaultValues?: DefaultValues<V>): UseFormReturn<V> {
  return useForm<V>({
    // The schema's values are the form's: each caller names them (V) after its schema.
    resolver: yupResolver(schema) as unknown as Resolver<V>,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
  });
}
