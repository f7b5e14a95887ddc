/**
 * The client's address and scheme from trusted proxies only: the real middleware on a Koa
 * context over a stand-in socket (the API suites test it over HTTP: tests/api/rate-limit.spec.ts,
 * api-headers.spec.ts).
 */
import Koa from 'koa';
import type { Context } from 'koa';
import { IncomingMessage, ServerResponse } from 'http';
import { Socket } from 'net';
import { describe, expect, test } from '@jest/globals';
import { clientAddress, proxyTrust, type Trust } from '../client-address';

const app = new Koa();
app.proxy = true;

/** What Koa makes of a request from `peer` with these headers, after the middleware. */
async function seen(trust: Trust, peer: string, headers: Record<string, string>) {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: peer });
  const req = new IncomingMessage(socket);
  Object.assign(req.headers, headers);
  const ctx = app.createContext(req, new ServerResponse(req)) as Context;
  await clientAddress(trust)(ctx, async () => undefined);
  return { ip: ctx.request.ip, protocol: ctx.protocol, host: ctx.host };
}

const XFF = 'x-forwarded-for';
const XFP = 'x-forwarded-proto';

describe('the default (127.0.0.1, one hop)', () => {
  const trust = proxyTrust(['127.0.0.1'], 1);
  test('the site server or nginx: the last X-Forwarded-For entry, whatever the client wrote before it', async () => {
    expect(await seen(trust, '127.0.0.1', { [XFF]: '10.1.1.1, 203.0.113.7', [XFP]: 'https' })).toMatchObject({
      ip: '203.0.113.7',
      protocol: 'https',
    });
    expect((await seen(trust, '::ffff:127.0.0.1', { [XFF]: '203.0.113.7' })).ip).toBe('203.0.113.7');
  });
  test('a trusted peer that forwards nothing is the client', async () => {
    expect((await seen(trust, '127.0.0.1', {})).ip).toBe('127.0.0.1');
  });
  test('anyone else is their own address and scheme, whatever they send', async () => {
    for (const peer of ['127.0.0.2', '203.0.113.9', '::1'])
      expect(await seen(trust, peer, { [XFF]: '198.51.100.1', [XFP]: 'https', 'x-forwarded-host': 'evil.example', host: 'cms' })).toEqual({
        ip: peer,
        protocol: 'http',
        host: 'cms',
      });
  });
});

describe('a load balancer in front of nginx (two hops, its range listed)', () => {
  const trust = proxyTrust(['127.0.0.1', '10.0.0.0/8'], 2);
  test('the address the balancer saw', async () => {
    expect((await seen(trust, '127.0.0.1', { [XFF]: '1.2.3.4, 192.0.2.10, 10.0.0.2' })).ip).toBe('192.0.2.10');
  });
  test('a "balancer" outside the list is the client', async () => {
    expect((await seen(trust, '127.0.0.1', { [XFF]: '192.0.2.10, 172.16.0.1' })).ip).toBe('172.16.0.1');
  });
  test('never further back than the hops allow', async () => {
    expect((await seen(trust, '127.0.0.1', { [XFF]: '192.0.2.10, 10.0.0.5, 10.0.0.1' })).ip).toBe('10.0.0.5');
  });
});

test('no proxies (an empty list, or 0 hops): the socket, and nothing forwarded is read', async () => {
  for (const trust of [proxyTrust([], 1), proxyTrust(['127.0.0.1'], 0)])
    expect(await seen(trust, '127.0.0.1', { [XFF]: '203.0.113.7', [XFP]: 'https' })).toMatchObject({ ip: '127.0.0.1', protocol: 'http' });
});
