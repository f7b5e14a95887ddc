/**
 * The request-id middleware on a real Koa app, in front of handlers that answer, fail in the
 * API's error shape, or go unmatched: the id is kept or made, echoed, added to error bodies (a
 * cached body is never changed), and one JSON line per request is written with it.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import Koa from 'koa';
import type { Context } from 'koa';
import { apiErrorBody } from 'contracts';
import requestId, { routeTemplate } from '../request-id';
import { registry } from '../../lib/metrics';

const lines: Record<string, unknown>[] = [];
const cached = apiErrorBody(404, 'NotFoundError', 'Not Found');
let server: http.Server;
let base = '';

beforeAll(async () => {
  const app = new Koa();
  const strapi = { config: { get: () => 'info' } } as never;
  app.use(requestId({ destination: { write: (l: string) => void lines.push(JSON.parse(l)) } }, { strapi }));
  app.use(async (ctx: Context & { _matchedRoute?: string }) => {
    if (ctx.path === '/api/things/7') {
      ctx._matchedRoute = '/api/things/:id';
      ctx.body = { id: 7 };
    } else if (ctx.path === '/api/fail') {
      ctx._matchedRoute = '/api/fail';
      ctx.status = 422;
      ctx.body = apiErrorBody(422, 'ValidationError', 'Bad.', { errors: [] });
    } else if (ctx.path === '/api/bare-405') {
      // As koa-router's allowedMethods answers a method a route does not take: a status and Allow, no body.
      ctx.status = 405;
      ctx.set('Allow', 'HEAD, GET, POST');
    } else if (ctx.path === '/api/plain-501') {
      ctx.status = 501;
      ctx.body = 'Not Implemented';
    } else {
      ctx.status = 404;
      ctx.body = cached;
    }
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('request ids in the CMS', () => {
  test("a well-formed id is kept: in the header, the error body and the request's line", async () => {
    const res = await fetch(`${base}/api/fail?token=secret`, { headers: { 'X-Request-Id': 'abc-123' } });
    expect(res.status).toBe(422);
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect((await res.json()).error.details).toEqual({ errors: [], requestId: 'abc-123' });
    expect(lines.find((l) => l.requestId === 'abc-123')).toMatchObject({
      level: 30,
      msg: 'request',
      service: 'cms',
      method: 'GET',
      route: '/api/fail',
      path: '/api/fail',
      status: 422,
    });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  test('a malformed one is replaced by a UUID; answers that are not errors are left alone', async () => {
    const res = await fetch(`${base}/api/things/7`, { headers: { 'X-Request-Id': 'bad id' } });
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ id: 7 });
    expect(lines.find((l) => l.requestId === id)).toMatchObject({ route: '/api/things/:id', status: 200 });
    expect(await registry.metrics()).toContain('cms_http_requests_total{method="GET",route="/api/things/:id",status="200"} 1');
  });

  test("an error that is not in the API's shape keeps its status and body (the router's bare 405, a plain-text 501)", async () => {
    const bare = await fetch(`${base}/api/bare-405`, { method: 'PUT' });
    expect([bare.status, bare.headers.get('allow'), await bare.text()]).toEqual([405, 'HEAD, GET, POST', 'Method Not Allowed']);
    const plain = await fetch(`${base}/api/plain-501`);
    expect([plain.status, await plain.text()]).toEqual([501, 'Not Implemented']);
  });

  test('a shared (cached) error body is copied, never changed', async () => {
    const a = await (await fetch(`${base}/nowhere`)).json();
    const b = await (await fetch(`${base}/nowhere`)).json();
    expect(a.error.details.requestId).not.toBe(b.error.details.requestId);
    expect(cached.error.details).toEqual({});
  });

  test('route labels: the template, a prefix for files, or "unmatched"', () => {
    expect(routeTemplate({ path: '/api/x/1', _matchedRoute: '/api/x/:id' })).toBe('/api/x/:id');
    expect(routeTemplate({ path: '/uploads/a.png' })).toBe('/uploads/*');
    expect(routeTemplate({ path: '/admin/main.js' })).toBe('/admin/*');
    expect(routeTemplate({ path: '/wp-login.php' })).toBe('unmatched');
  });
});
