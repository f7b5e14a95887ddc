/**
 * A loopback KYC registration agency speaking the lookup shape of docs/kyc.md: POST `{ pan }` with
 * `Authorization: Bearer <key>`, answered `{ pan, status, agency, updatedAt }`. The status of a
 * PAN is what the test sets (NOT_FOUND otherwise); a wrong key gets a 401. Records every call.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeKra {
  url: string;
  key: string;
  calls: Array<{ authorization?: string; body: unknown }>;
  statuses: Map<string, string>;
  close: () => Promise<void>;
}

export async function startFakeKra(key = 'kra-test-key'): Promise<FakeKra> {
  const calls: FakeKra['calls'] = [];
  const statuses = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: { pan?: unknown } = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        /* answered 400 below */
      }
      calls.push({ authorization: req.headers.authorization, body });
      const send = (status: number, answer: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      if (req.method !== 'POST') return send(405, { error: 'POST only' });
      if (req.headers.authorization !== `Bearer ${key}`) return send(401, { error: 'bad key' });
      if (typeof body.pan !== 'string') return send(400, { error: 'pan is required' });
      send(200, { pan: body.pan, status: statuses.get(body.pan) ?? 'NOT_FOUND', agency: 'FAKE-KRA', updatedAt: '2026-01-02T03:04:05Z' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/kyc/status`,
    key,
    calls,
    statuses,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
