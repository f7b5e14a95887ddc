/**
 * Strapi reads component schemas only from JSON, so the lead-form kinds are written there as
 * well as in contracts (LEAD_KINDS, which the site's lead forms use): they must stay the same.
 */
import { describe, expect, it } from '@jest/globals';
import { LEAD_KINDS } from 'contracts';
import leadForm from '../../components/sections/lead-form.json';

describe('the lead-form section', () => {
  it('offers editors exactly the lead kinds the site has forms for', () => {
    expect(leadForm.attributes.kind.enum).toEqual([...LEAD_KINDS]);
  });
});
