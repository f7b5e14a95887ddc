/**
 * The page a complainant lands on from the acknowledgement's confirmation link: plain HTML with no
 * script or outside resource, every value escaped, and a link back to the site (same origin: the
 * site proxies /api to the CMS).
 */
import { esc } from '../../lib/mailer';

export function confirmationPage(heading: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(heading)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1b2430;line-height:1.6">
<h1 style="font-size:22px;color:#0b2545">${esc(heading)}</h1>
<p>${esc(message)}</p>
<p><a href="/">Back to the website</a></p>
</body></html>
`;
}
