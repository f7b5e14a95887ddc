/**
 * The app's schema-checked forms: a field is checked when left, then on each change until right;
 * submitting checks every field and sends only valid values; defaults fill the fields and reset.
 */
import * as React from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import Field from '../Field';
import { useSchemaForm } from '../useSchemaForm';

const schema = yup.object({
  name: yup.string().trim().required('Name is required.'),
  code: yup.string().trim().required('Code is required.').matches(/^\d+$/, 'Digits only.'),
});
type Values = yup.InferType<typeof schema>;

function Form({ onValid, defaults }: { onValid: (v: Values) => void; defaults?: Values }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm<Values>(schema, defaults);
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <Field id="name" label="Name" registration={register('name')} error={errors.name} />
      <Field id="code" label="Code" registration={register('code')} error={errors.code} />
      <button type="submit">Send</button>
      <button type="button" onClick={() => reset()}>
        Reset
      </button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('checks a field when it is left, not while first typed, then on each change until it is right', async () => {
    const user = userEvent.setup();
    render(<Form onValid={() => {}} />);
    await user.type(screen.getByLabelText('Code'), 'x');
    expect(screen.queryByText('Digits only.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Digits only.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '7');
    expect(screen.queryByText('Digits only.')).toBeNull();
  });

  it('submitting shows every first error and sends nothing; valid values are sent as the schema casts them', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn<(v: Values) => void>();
    render(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Code is required.')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), ' Asha ');
    await user.type(screen.getByLabelText('Code'), '42');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid.mock.calls[0][0]).toEqual({ name: 'Asha', code: '42' });
  });

  it('fills the fields with the defaults, and reset goes back to them', async () => {
    const user = userEvent.setup();
    render(<Form onValid={() => {}} defaults={{ name: 'Ravi', code: '1' }} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi');
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi');
  });
});
