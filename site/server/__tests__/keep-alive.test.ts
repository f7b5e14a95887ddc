/**
 * @jest-environment node
 */
// Keep-alive through the origin: a browser's API calls reuse its one connection to the site
// server, and the site server reuses its pooled connections to the CMS. Real HTTP on loopback;
// the CMS is a small local upstream that counts the connections it is given.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { createSiteServer } from '../server';

interface Upstream {
  server: http.Server;
  url: string;
  connections: number;
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[];
  /** Per request: answer normally, or drop the connection without a word (a socket the CMS was closing). */
  behave: (req: http.IncomingMessage, nthOnConnection: number) => 'answer' | 'reset';
  /** Extra headers on every answer. */
  answerHeaders: http.OutgoingHttpHeaders;
  closedAt: number[];
}

async function startUpstream(keepAliveTimeout = 5_000): Promise<Upstream> {
  const up = {
    connections: 0,
    requests: [],
    behave: () => 'answer',
    answerHeaders: {},
    closedAt: [],
  } as unknown as Upstream;
  const perSocket = new WeakMap<Socket, number>();
  up.server = http.createServer((req, res) => {
    const n = (perSocket.get(req.socket) ?? 0) + 1;
    perSocket.set(req.socket, n);
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      up.requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (up.behave(req, n) === 'reset') {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-powered-by': 'Strapi', ...up.answerHeaders });
      res.end(JSON.stringify({ url: req.url, n }));
    });
  });
  up.server.keepAliveTimeout = keepAliveTimeout;
  up.server.on('connection', (socket: Socket) => {
    up.connections++;
    socket.on('close', () => up.closedAt.push(Date.now()));
  });
  await new Promise<void>((r) => up.server.listen(0, '127.0.0.1', r));
  up.url = `http://127.0.0.1:${(up.server.address() as AddressInfo).port}`;
  return up;
}

interface Origin {
  server: http.Server;
  port: number;
  connections: number;
  errors: string[];
}

async function startOrigin(cmsUrl: string): Promise<Origin> {
  const errors: string[] = [];
  const server = createSiteServer({
    cmsUrl,
    rebuildSecret: 's',
    getRelease: () => null,
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false }),
    logError: (m) => errors.push(m),
    log: () => undefined,
  });
  const origin = { server, port: 0, connections: 0, errors };
  server.on('connection', () => origin.connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin.port = (server.address() as AddressInfo).port;
  return origin;
}

async function stop(server: http.Server) {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  localPort: number;
}

/** One request through a given client agent; the client socket's local port tells which connection carried it. */
function request(
  agent: http.Agent,
  port: number,
  p: string,
  opts: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: p, method: opts.method ?? 'GET', headers: opts.headers, agent }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, localPort: req.socket!.localPort! }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

let up: Upstream;
let origin: Origin;
let client: http.Agent;

beforeAll(async () => {
  up = await startUpstream();
  origin = await startOrigin(up.url);
});
afterAll(async () => {
  await stop(origin.server);
  await stop(up.server);
});
afterEach(() => {
  client?.destroy();
  up.answerHeaders = {};
});

describe('the browser keeps its connection to the origin', () => {
  test('ten sequential /api calls from one keep-alive client travel on ONE client socket, none says Connection: close', async () => {
    client = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = origin.connections;
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await request(client, origin.port, `/api/things?i=${i}`));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(origin.connections - before).toBe(1);
    expect(new Set(answers.map((a) => a.localPort)).size).toBe(1);
    for (const a of answers) {
      expect(a.headers.connection).toBe('keep-alive');
      // The origin announces its own idle timeout, not the CMS's.
      expect(a.headers['keep-alive']).toBe('timeout=5');
      expect(a.headers['x-powered-by']).toBeUndefined();
    }
    expect(JSON.parse(answers[9].body).url).toBe('/api/things?i=9');
  });

  test('a POST with a body is answered on the same connection, and the body reaches the CMS whole', async () => {
    client = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const a = await request(client, origin.port, '/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    const b = await request(client, origin.port, '/api/y', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"b":2}',
    });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.localPort).toBe(b.localPort);
    expect(up.requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/y', body: '{"b":2}' });
    expect(up.requests.at(-1)!.headers['content-length']).toBe('7');
  });

  test("the CMS's Connection: close and the headers it names stay on the CMS's hop", async () => {
    up.answerHeaders = { connection: 'close, x-hop', 'x-hop': 'secret', 'keep-alive': 'timeout=99' };
    client = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const a = await request(client, origin.port, '/api/one');
    const b = await request(client, origin.port, '/api/two');
    expect(a.headers.connection).toBe('keep-alive');
    expect(a.headers['keep-alive']).toBe('timeout=5');
    expect(a.headers['x-hop']).toBeUndefined();
    expect(a.localPort).toBe(b.localPort);
  });

  test("a client's connection headers do not reach the CMS", async () => {
    client = new http.Agent({ keepAlive: false });
    await request(client, origin.port, '/api/hop', {
      headers: { connection: 'close, x-client-hop', 'x-client-hop': '1', 'proxy-connection': 'keep-alive', 'x-end-to-end': 'kept' },
    });
    const seen = up.requests.at(-1)!.headers;
    // Node's client asks for keep-alive on its pooled socket; the client's close stayed on its hop.
    expect(seen.connection).toBe('keep-alive');
    expect(seen['x-client-hop']).toBeUndefined();
    expect(seen['proxy-connection']).toBeUndefined();
    expect(seen['x-end-to-end']).toBe('kept');
  });

  test('a client that asks for Connection: close gets it (and the 400/414 answers still close)', async () => {
    client = new http.Agent({ keepAlive: false });
    const a = await request(client, origin.port, '/api/bye');
    expect(a.headers.connection).toBe('close');
    const bad = await request(client, origin.port, '/api/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(bad.headers.connection).toBe('close');
  });
});

describe('the origin pools its connections to the CMS', () => {
  test('40 calls from 4 clients at once reach the CMS on fewer connections than requests', async () => {
    const fresh = await startUpstream();
    const o = await startOrigin(fresh.url);
    try {
      client = new http.Agent({ keepAlive: true, maxSockets: 4 });
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => request(client, o.port, `/api/c${i}`)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(fresh.requests).toHaveLength(40);
      expect(fresh.connections).toBeLessThanOrEqual(4);
      // Sequential calls afterwards reuse what is in the pool.
      for (let i = 0; i < 10; i++) await request(client, o.port, `/api/s${i}`);
      expect(fresh.connections).toBeLessThanOrEqual(4);
    } finally {
      await stop(o.server);
      await stop(fresh.server);
    }
  });

  test("an idle pooled socket is dropped before the CMS's announced keep-alive timeout, and the next call opens a new one", async () => {
    // A CMS that closes idle connections after 2 s announces `Keep-Alive: timeout=2`: the pool lets them go after 1 s.
    const short = await startUpstream(2_000);
    const o = await startOrigin(short.url);
    try {
      client = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const t0 = Date.now();
      await request(client, o.port, '/api/first');
      await new Promise((r) => setTimeout(r, 1_600));
      expect(short.closedAt).toHaveLength(1);
      // Kept for reuse a while (not closed after the answer), then let go before the CMS's 2 s.
      expect(short.closedAt[0] - t0).toBeGreaterThan(700);
      expect(short.closedAt[0] - t0).toBeLessThan(1_600);
      expect((await request(client, o.port, '/api/second')).status).toBe(200);
      expect(short.connections).toBe(2);
      expect(o.errors).toEqual([]);
    } finally {
      await stop(o.server);
      await stop(short.server);
    }
  });

  /** A pooled socket the CMS closes as a request arrives: the request reaches it, and no answer comes back. */
  async function onClosingSocket(method: string, p: string) {
    const cms = await startUpstream();
    const o = await startOrigin(cms.url);
    try {
      client = new http.Agent({ keepAlive: true, maxSockets: 1 });
      await request(client, o.port, '/api/warm');
      // From now on the second request on any upstream connection is dropped unanswered.
      cms.behave = (_req, n) => (n >= 2 ? 'reset' : 'answer');
      const a = await request(client, o.port, p, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      return { answer: a, seen: cms.requests.slice(1).map((r) => `${r.method} ${r.url}`), connections: cms.connections };
    } finally {
      await stop(o.server);
      await stop(cms.server);
    }
  }

  test('a GET that meets a pooled socket the CMS just closed is retried once, on a fresh connection', async () => {
    const { answer, seen, connections } = await onClosingSocket('GET', '/api/retried');
    expect(answer.status).toBe(200);
    expect(seen).toEqual(['GET /api/retried', 'GET /api/retried']);
    expect(connections).toBe(2);
  });

  test('a POST in the same situation is not repeated: 502 in the API error shape, and the CMS saw it once', async () => {
    const { answer, seen } = await onClosingSocket('POST', '/api/pay');
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { status: 502, name: 'BadGatewayError' } });
    expect(seen).toEqual(['POST /api/pay']);
  });
});
