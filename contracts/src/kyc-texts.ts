/**
 * The app's KYC texts: the form (the purchase flow's KYC step and My Account's KYC section share
 * it), and how My Account shows the record's status.
 */
import type { KycStatus } from './kyc';

export const KYC_TEXTS = {
  title: 'Your KYC',
  stepTitle: 'Your KYC before your first payment',
  intro:
    'SEBI asks us to record the KYC of every client who pays for research: your PAN, your name as on it, your date of birth and your address. We keep your PAN and date of birth encrypted.',
  pan: 'PAN',
  panHint: 'Ten characters, like ABCDE1234F.',
  nameOnPan: 'Name as on your PAN',
  dateOfBirth: 'Date of birth',
  address: 'Address',
  state: 'State or union territory',
  stateHint: 'Where your address is: it decides the GST on your invoice (CGST + SGST or IGST).',
  stateNone: 'Choose…',
  /** The record's state when the client gave none. */
  stateNotGiven: 'Not given',
  consent: 'I consent to the KYC check of these details and to their keeping as SEBI’s rules require.',
  save: 'Save my KYC',
  saveAndContinue: 'Save and continue',
  saving: 'Saving…',
  saved: 'Your KYC is saved.',
  failed: 'Your KYC could not be saved. Please try again later.',
  loadFailed: 'Your KYC could not be loaded. Please try again later.',
  none: 'You have not given your KYC yet. It is needed before your first payment.',
  rejected: 'Your KYC was rejected. Please give it again:',
  status: 'Status',
  submittedOn: 'Submitted on',
  cancel: 'Cancel',
} as const;

/** How each status reads to the client. */
export const KYC_STATUS_TEXTS: Record<KycStatus, string> = {
  'self-declared': 'Submitted, to be verified',
  'kra-registered': 'Found at a KYC registration agency, to be verified',
  verified: 'Verified',
  rejected: 'Rejected',
};
