/**
 * A loopback HTTP server standing in for a webhook's receiver (the lead webhook, the alert
 * webhook, an email-marketing provider): it records every request with its raw body, so a test
 * verifies the signature over exactly the bytes sent, and answers the status `answer` gives.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
  status: number;
  at: number;
}

export async function receiver(answer: (r: Omit<Received, 'status' | 'at'>) => number) {
  const seen: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { path: req.url ?? '', headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') };
      const status = answer(r);
      seen.push({ ...r, status, at: Date.now() });
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(status < 300 ? '{"ok":true}' : '{"error":"down"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}
