/**
 * The panel's server in deploy/nginx.conf as `npm run nginx-conf` fills it: PANEL_ALLOW checked
 * entry by entry (a typo stops the command instead of becoming a rule that admits more), and the
 * allow rules before `deny all`. nginx answering them (403 to others, the panel to the allowed) is
 * tests/deploy/multi-instance.spec.ts's.
 */
import { describe, expect, test } from '@jest/globals';
import { panelAllowList, renderNginxConf } from '../lib/nginx';

const render = (allow: string[]) =>
  renderNginxConf({
    listen: '127.0.0.1:1',
    siteRoot: '/srv/site/live',
    cmsServers: ['127.0.0.1:2'],
    prefix: '/tmp/nginx',
    security: { hstsMaxAge: 0 },
    panel: { listen: '10.0.0.5:8081', allow, uploadMaxBytes: 1024 * 1024 },
  });

/** The panel's server block: from its listen line to the end of the file. */
const panelServer = (conf: string) => conf.slice(conf.indexOf('listen 10.0.0.5:8081;'));

describe('PANEL_ALLOW', () => {
  test('addresses and networks of both families are kept, blanks dropped', () => {
    expect(panelAllowList(' 203.0.113.7, 10.8.0.0/16,,::1, 2001:db8::/32 ')).toEqual([
      '203.0.113.7',
      '10.8.0.0/16',
      '::1',
      '2001:db8::/32',
    ]);
    expect(panelAllowList('')).toEqual([]);
  });

  test.each(['all', 'office', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '10.0.0', '10.0.0.1/x', '1.2.3.4; deny none'])(
    '"%s" stops the command with a message',
    (entry) => {
      expect(() => panelAllowList(`127.0.0.1,${entry}`)).toThrow(`PANEL_ALLOW: "${entry}" is not an IP address or network`);
    },
  );
});

describe("the panel's server", () => {
  test('allows the listed addresses, then denies everyone else, and passes everything to the CMS', () => {
    const block = panelServer(render(['203.0.113.7', '10.8.0.0/16']));
    const allow1 = block.indexOf('allow 203.0.113.7;');
    const allow2 = block.indexOf('allow 10.8.0.0/16;');
    const deny = block.indexOf('deny all;');
    expect(allow1).toBeGreaterThan(0);
    expect(allow2).toBeGreaterThan(allow1);
    expect(deny).toBeGreaterThan(allow2);
    expect(block).toContain('proxy_pass http://cms;');
    // The media limit (1 MB here) with the multipart framing on top: 1024 + 64 KB.
    expect(block).toContain('client_max_body_size 1088k;');
  });

  test('an empty list answers no one', () => {
    const block = panelServer(render([]));
    expect(block).not.toMatch(/\ballow /);
    expect(block).toContain('deny all;');
  });

  test("the public server passes none of the panel's paths on", () => {
    const conf = render([]);
    const publicServer = conf.slice(0, conf.indexOf('listen 10.0.0.5:8081;'));
    const proxied = [...publicServer.matchAll(/location ~\*? \^?([^ ]+) \{\n[^}]*proxy_pass/g)].map((m) => m[1]);
    expect(proxied.length).toBeGreaterThan(0);
    for (const p of ['/admin', '/content-manager', '/upload', '/i18n', '/users-permissions'])
      expect([p, proxied.some((re) => new RegExp(re).test(`${p}/x`))]).toEqual([p, false]);
  });
});
