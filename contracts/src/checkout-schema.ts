/**
 * POST /api/Orders/checkout's rule (payments.ts has the rest of the payment facts without yup, for
 * the pricing page's Subscribe).
 */
import * as yup from 'yup';
import { PAYMENT_MESSAGES } from './payments';

export const checkoutRequestSchema = yup.object({
  plan: yup.string().trim().required('plan is required.').max(100, 'plan is too long.'),
  acceptTerms: yup
    .boolean()
    .typeError(PAYMENT_MESSAGES.acceptTerms)
    .oneOf([true], PAYMENT_MESSAGES.acceptTerms)
    .required(PAYMENT_MESSAGES.acceptTerms),
});
