/**
 * The documented API's routes that anyone may call without signing in, each on purpose: the one
 * list of them. The CMS refuses to start with any other custom route open (`auth: false`), and
 * tests/api/route-auth.spec.ts fails on any other route a running CMS answers anonymously.
 * Keys are `METHOD /api/path` as the router serves them.
 */
export const ANONYMOUS_API_ROUTES: Record<string, string> = {
  'POST /api/GWSUsers/login': 'signs in: answers a token',
  'POST /api/GWSUsers/login/mfa': "a two-factor login's second step, authenticated by the single-use token the password gave",
  'POST /api/GWSUsers': 'signup',
  'POST /api/GWSUsers/reset': 'asks for a password-reset link (same answer whether or not the email exists)',
  'POST /api/GWSUsers/reset-password': 'authenticated by the single-use reset link it carries',
  'POST /api/Messages/sendContactUsDetails': 'the contact, grievance and landing forms',
  'POST /api/Subscriptions/addusertomailchimp': 'the newsletter opt-in',
  'POST /api/WhatsappLeads': "the returns landing's WhatsApp community form",
  'POST /api/QuestionnaireAnswers': 'the /welcome questionnaire',
  'GET /api/Stocks/getplanslist': 'the plans on sale, as the pricing page shows them',
  'GET /api/Grievances/confirm':
    "a grievance's confirmation link from its acknowledgement: a page with its Confirm button, nothing changed",
  'POST /api/Grievances/confirm': "that page's Confirm button, authenticated by the token the link carries",
  'POST /api/Orders/webhook': "Razorpay's payment events, authenticated by their X-Razorpay-Signature",
  'GET /api/openapi.json': 'the description of this API (OpenAPI 3.1)',
  'GET /api/docs': "the description's viewer",
  'GET /api/docs/:file': "the viewer's script and style files",
  'GET /api/Recommendations/register/public-key': "the firm's public key that the research register is signed with, for auditors",
  'GET /api/Reports/:id/download':
    'a stamped copy of a report: authenticated by the signed link getuserstock hands out or by an app token, checked by the controller',
  'GET /api/Mail/unsubscribe': "an alert's unsubscribe link: a page with its Unsubscribe button, nothing changed",
  'POST /api/Mail/unsubscribe':
    "one-click unsubscribe (RFC 8058: mail clients send it without any session) and that page's button, authenticated by the link's token",
  'POST /api/Mail/events': 'bounces and complaints from the mail provider, authenticated by their X-Mail-Signature',
  'GET /api/health/ready': "the instance's readiness (database, lead outbox backlog) for the origin's /readyz and load balancers",
};
