/**
 * Admin: create a user. The password is shown as plain text so the admin
 * can pass it on; the server makes every such user a normal user (admin 0).
 */
import * as React from 'react';
import type { InferType } from 'yup';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/client';
import { addUserSchema, MOBILE_MAX_LENGTH, PASSWORD_HINT } from 'contracts';
import { useToast } from '../../ui/toasts';
import Field from '../../ui/Field';
import { useSchemaForm } from '../../ui/useSchemaForm';
import { ButtonSpinner, PageHeader } from './parts';

type Values = InferType<typeof addUserSchema>;
const EMPTY: Values = { first_name: '', last_name: '', email: '', phone: '', password: '' };

export default function AddNewUser() {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm<Values>(addUserSchema, EMPTY);

  const submit = async (v: Values) => {
    try {
      await endpoints.signup({
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        email: v.email.trim(),
        phone: v.phone.trim(),
        password: v.password,
        admin: 0,
      });
      toast('User Added', { kind: 'success', ms: 2000 });
      reset(EMPTY);
    } catch (err) {
      toast(errorMessage(err, 'Some error occured!'), { kind: 'error', ms: 2000 });
    }
  };

  return (
    <>
      <PageHeader
        title="Add New User"
        intro="Create an account for a client. New users are normal users; assign a plan from the User List."
      />
      <form className="card-soft p-3 p-md-4" onSubmit={handleSubmit(submit)} noValidate>
        <div className="row gx-md-4">
          <div className="col-md-6">
            <Field
              id="user-first-name"
              label="First Name"
              autoComplete="off"
              registration={register('first_name')}
              error={errors.first_name}
            />
          </div>
          <div className="col-md-6">
            <Field id="user-last-name" label="Last Name" autoComplete="off" registration={register('last_name')} error={errors.last_name} />
          </div>
          <div className="col-md-6">
            <Field id="user-email" label="Email" type="email" autoComplete="off" registration={register('email')} error={errors.email} />
          </div>
          <div className="col-md-6">
            <Field
              id="user-phone"
              label="Mobile Number"
              type="tel"
              inputMode="numeric"
              maxLength={MOBILE_MAX_LENGTH}
              autoComplete="off"
              hint={`Up to ${MOBILE_MAX_LENGTH} digits`}
              registration={register('phone')}
              error={errors.phone}
            />
          </div>
          <div className="col-md-6">
            {/* Plain text on purpose: the admin reads it back to the client. */}
            <Field
              id="user-password"
              label="Password"
              type="text"
              autoComplete="off"
              hint={PASSWORD_HINT}
              registration={register('password')}
              error={errors.password}
            />
          </div>
        </div>
        <div className="d-flex justify-content-end">
          <button type="submit" className="btn-cta" disabled={isSubmitting}>
            {isSubmitting && <ButtonSpinner />}Add User
          </button>
        </div>
      </form>
    </>
  );
}
