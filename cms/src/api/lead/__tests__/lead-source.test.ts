/** Which kind of lead a contact-form call is (the firm's mail and the lead list sort on it). */
import { expect, test } from '@jest/globals';
import { leadSource } from '../lead-source';

test.each([
  [{ level: 'Contact Us', otherQuery: 'Grievance - my report link is broken' }, 'grievance'],
  [{ level: 'New Signup', otherQuery: '' }, 'signup'],
  [{ level: 'New Signup', otherQuery: 'Grievance - signup failed' }, 'grievance'],
  [{ level: 'Free Trial', otherQuery: 'Call me' }, 'contact'],
  [{ level: 'New lead', otherQuery: '' }, 'landing'],
  [{ level: 'New lead', otherQuery: 'Grievance - x' }, 'grievance'],
  [{ level: 'Sales letter lead', otherQuery: '' }, 'sales-letter'],
  [{ level: 'Sales letter lead', otherQuery: 'Grievance - x' }, 'grievance'],
  [{ level: null, otherQuery: undefined }, 'contact'],
  [{ level: 'Contact Us', otherQuery: 'About a grievance - nothing formal' }, 'contact'],
])('%j → %s', (lead, source) => {
  expect(leadSource(lead)).toBe(source);
});
