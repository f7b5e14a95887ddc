/**
 * The pages a complainant meets from the acknowledgement's confirmation link: plain HTML with no
 * script or outside resource, every value escaped, and a link back to the site (same origin: the
 * site proxies /api to the CMS). Following the link shows a Confirm button that POSTs the token:
 * a mail scanner that opens every link of a message confirms nothing.
 */
import { BRAND_NAVY, GRIEVANCE_CONFIRM_PATH } from 'contracts';
import { esc } from '../../lib/mailer';

export function confirmButtonPage(reference: string, token: string): string {
  return confirmationPage(
    `Confirm your grievance ${reference}`,
    'Please confirm that you sent this grievance. Until you do, it is not counted in our published complaint data.',
    `<form method="post" action="${esc(GRIEVANCE_CONFIRM_PATH)}"><input type="hidden" name="token" value="${esc(token)}">` +
      `<button type="submit" style="font-size:16px;padding:10px 18px;background:${BRAND_NAVY};color:#fff;border:0;border-radius:6px">Confirm my grievance</button></form>`,
  );
}

export function confirmationPage(heading: string, message: string, form = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(heading)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1b2430;line-height:1.6">
<h1 style="font-size:22px;color:${BRAND_NAVY}">${esc(heading)}</h1>
<p>${esc(message)}</p>
${form}
<p><a href="/">Back to the website</a></p>
</body></html>
`;
}
