/**
 * A loopback stand-in for Razorpay Checkout that reaches the page the way the real one does, so
 * the page's own Content-Security-Policy decides whether it runs (no route stub, no bypassCSP):
 * - its script, from an origin of its own (127.0.0.2, as checkout.razorpay.com is not the site's),
 *   configured as RAZORPAY_CHECKOUT_URL;
 * - what that script does on open(): a call to the API's origin (`GET /v1/preferences`, as Checkout
 *   fetches the merchant's preferences), then the payment frame from the API's origin
 *   (`/_fake/checkout`, as Checkout's frame comes from api.razorpay.com), whose Pay pays the order
 *   through the fake Razorpay (which signs as Razorpay does) and hands the page what Checkout hands
 *   its `handler`.
 * `setMode` makes the script unreachable (connection reset) or hang, from a test's worker.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeRazorpay } from './fake-razorpay';

export type CheckoutMode = 'ok' | 'unreachable' | 'hang';

export interface FakeCheckout {
  scriptUrl: string;
  close: () => Promise<void>;
}

const HOST = '127.0.0.2';

/** Checkout's script: window.Razorpay with the options, handlers and open() the page uses. */
const script = (api: string) => `(function () {
  var API = ${JSON.stringify(api)};
  function Razorpay(options) { this.options = options; this.handlers = {}; }
  Razorpay.prototype.on = function (event, handler) { this.handlers[event] = handler; };
  Razorpay.prototype.open = function () {
    var o = this.options, h = this.handlers;
    fetch(API + '/v1/preferences?key_id=' + encodeURIComponent(o.key))
      .then(function (r) { if (!r.ok) throw new Error('preferences ' + r.status); })
      .then(function () {
        var frame = document.createElement('iframe');
        frame.title = 'Razorpay Checkout';
        frame.src = API + '/_fake/checkout?order_id=' + encodeURIComponent(o.order_id) + '&key_id=' + encodeURIComponent(o.key);
        frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647';
        window.addEventListener('message', function listen(ev) {
          if (ev.origin !== API || ev.source !== frame.contentWindow) return;
          window.removeEventListener('message', listen);
          frame.remove();
          if (ev.data.event === 'paid') o.handler(ev.data.payment);
          else if (ev.data.event === 'failed') h['payment.failed']({ error: { description: 'declined' } });
          else o.modal.ondismiss();
        });
        document.body.appendChild(frame);
      });
  };
  window.Razorpay = Razorpay;
})();`;

/** The payment frame: the order's amount, Pay and Cancel. */
const frame = (amount: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Razorpay Checkout (loopback fake)</title></head>
<body style="margin:0;display:grid;place-items:center;height:100vh;background:rgba(0,0,0,.6);font-family:sans-serif">
<main style="background:#fff;padding:2rem;border-radius:8px">
<h1>Pay ₹${(amount / 100).toLocaleString('en-IN')}</h1>
<button id="pay" type="button">Pay now</button> <button id="cancel" type="button">Cancel</button>
</main>
<script>
var q = new URLSearchParams(location.search);
document.getElementById('pay').onclick = function () {
  fetch('/_fake/checkout/pay', { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order_id: q.get('order_id'), key_id: q.get('key_id') }) })
    .then(function (r) { return r.json().then(function (payment) { parent.postMessage(r.ok ? { event: 'paid', payment: payment } : { event: 'failed' }, '*'); }); });
};
document.getElementById('cancel').onclick = function () { parent.postMessage({ event: 'dismiss' }, '*'); };
</script></body></html>`;

export async function startFakeCheckout(razorpay: FakeRazorpay): Promise<FakeCheckout> {
  const api = new URL(razorpay.url).origin;
  // The API origin's public side (Checkout's, reached without the key secret).
  razorpay.publicRoute = (req, res, path, raw) => {
    const query = new URL(req.url ?? '/', api).searchParams;
    const json = (status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && path === '/v1/preferences') {
      const known = query.get('key_id') === razorpay.keyId;
      json(known ? 200 : 401, known ? { key_id: razorpay.keyId } : { error: { description: 'The api key provided is invalid' } }, {
        'Access-Control-Allow-Origin': '*',
      });
      return true;
    }
    if (req.method === 'GET' && path === '/_fake/checkout') {
      const order = razorpay.orders.get(query.get('order_id') ?? '');
      res.writeHead(order ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(order ? frame(order.amount) : 'no such order');
      return true;
    }
    if (req.method === 'POST' && path === '/_fake/checkout/pay') {
      const body = JSON.parse(raw || '{}');
      if (body.key_id !== razorpay.keyId || !razorpay.orders.has(body.order_id))
        json(400, { error: { description: 'The id provided does not exist' } });
      else json(200, razorpay.pay(body.order_id));
      return true;
    }
    return false;
  };

  let mode: CheckoutMode = 'ok';
  /**
   * Requests left hanging, reset when the mode changes: Chromium lets one request per URL fill its
   * cache at a time, so a retry would otherwise wait behind the hanging one.
   */
  const hanging = new Set<http.IncomingMessage>();
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/_fake/mode') {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        mode = JSON.parse(raw).mode;
        for (const r of hanging) r.socket.destroy();
        hanging.clear();
        res.end('ok');
      });
      return;
    }
    if (req.url !== '/v1/checkout.js') return void res.writeHead(404).end();
    if (mode === 'unreachable') return void req.socket.destroy();
    if (mode === 'hang') return void hanging.add(req);
    res.writeHead(200, { 'Content-Type': 'application/javascript', 'Cache-Control': 'no-store' });
    res.end(script(api));
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    scriptUrl: `http://${HOST}:${port}/v1/checkout.js`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** From a test: how the script answers from now on. */
export async function setCheckoutMode(mode: CheckoutMode): Promise<void> {
  const res = await fetch(new URL('/_fake/mode', process.env.RAZORPAY_CHECKOUT_URL), { method: 'POST', body: JSON.stringify({ mode }) });
  if (!res.ok) throw new Error(`the fake checkout refused mode ${mode}`);
}
