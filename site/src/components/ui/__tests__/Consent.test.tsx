import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import Consent from '../Consent';

describe('Consent', () => {
  it('puts the firm’s name and the link where the editor’s text says', () => {
    const { container } = render(
      <Consent
        text="Contacted by {firm}; read our {link} first ({firm})."
        firmName="Acme"
        linkLabel="Privacy policy"
        linkHref="/privacy"
      />,
    );
    expect(container).toHaveTextContent('Contacted by Acme; read our Privacy policy first (Acme).');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows markup an editor typed as text, and an unsafe link as no link', () => {
    const { container } = render(
      <Consent text={'<img src=x onerror="alert(1)">See {link}.'} firmName="" linkLabel="Terms" linkHref="javascript:alert(1)" />,
    );
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">See Terms.');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
