import * as React from 'react';

/** The centred card of the account screens (login, signup, forgot and reset password). */
export default function AuthCard({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <div className="row justify-content-center">
      <div className="col-md-8 col-lg-6">
        <div className="card-soft p-4 p-md-5">
          <h1 className="h2 mb-1">{title}</h1>
          <p className="text-body-secondary mb-4">{intro}</p>
          {children}
        </div>
      </div>
    </div>
  );
}
