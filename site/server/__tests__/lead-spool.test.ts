/**
 * @jest-environment node
 */
// The lead spool keeps what the CMS could not take: durably (fsynced file and folder, owner-only),
// within its bounds, in the order the leads came, across a restart of the origin.
import crypto from 'node:crypto';
import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LeadSpool, leadSpoolHealth, type SpooledLead } from '../lead-spool';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-spool-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const lead = (n: number, receivedAt = new Date().toISOString()): SpooledLead => ({
  id: crypto.randomUUID(),
  receivedAt,
  target: '/api/Messages/sendContactUsDetails',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
  body: JSON.stringify({ contactInfo: { name: `Lead ${n}`, email: `l${n}@example.com`, mobile: '9876543210' } }),
});

const files = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.json'));

test('a lead is written owner-only and fsynced, file and folder, before append returns', () => {
  const spool = new LeadSpool(dataDir);
  const fsync = jest.spyOn(fs, 'fsyncSync');
  const rename = jest.spyOn(fs, 'renameSync');
  expect(spool.append(lead(1))).toBe(true);
  // The file's data, then (after the rename into place) the folder's entry.
  expect(fsync).toHaveBeenCalledTimes(2);
  expect(fsync.mock.invocationCallOrder[0]).toBeLessThan(rename.mock.invocationCallOrder[0]);
  expect(rename.mock.invocationCallOrder[0]).toBeLessThan(fsync.mock.invocationCallOrder[1]);
  const [name] = files(spool.dir);
  expect(fs.statSync(path.join(spool.dir, name)).mode & 0o777).toBe(0o600);
  expect(fs.statSync(spool.dir).mode & 0o777).toBe(0o700);
  expect(JSON.parse(fs.readFileSync(path.join(spool.dir, name), 'utf8'))).toMatchObject({ body: expect.stringContaining('Lead 1') });
});

test('leads come back oldest first, and a restart (a new spool over the same folder) keeps the order and appends after them', () => {
  const first = new LeadSpool(dataDir);
  const sent = [lead(1), lead(2), lead(3)];
  for (const l of sent) first.append(l);
  const again = new LeadSpool(dataDir);
  expect(again.health().depth).toBe(3);
  const fourth = lead(4);
  again.append(fourth);
  const seen: string[] = [];
  for (let next = again.first(); next; next = again.first()) {
    seen.push(next.lead.id);
    again.remove(next.name);
  }
  expect(seen).toEqual([...sent, fourth].map((l) => l.id));
  expect(files(again.dir)).toEqual([]);
  expect(new LeadSpool(dataDir).health().depth).toBe(0);
});

test('bounded: past maxEntries or maxBytes append refuses and writes nothing; room comes back as leads leave', () => {
  const byCount = new LeadSpool(dataDir, { maxEntries: 2, maxBytes: 1e6 });
  expect([byCount.append(lead(1)), byCount.append(lead(2)), byCount.append(lead(3))]).toEqual([true, true, false]);
  expect(files(byCount.dir)).toHaveLength(2);
  byCount.remove(byCount.first()!.name);
  expect(byCount.append(lead(4))).toBe(true);

  fs.rmSync(dataDir, { recursive: true, force: true });
  const one = Buffer.byteLength(JSON.stringify(lead(1)));
  const byBytes = new LeadSpool(dataDir, { maxEntries: 100, maxBytes: one * 2 + 10 });
  expect([byBytes.append(lead(1)), byBytes.append(lead(2)), byBytes.append(lead(3))]).toEqual([true, true, false]);
  // A restart counts the bytes already kept.
  expect(new LeadSpool(dataDir, { maxEntries: 100, maxBytes: one * 2 + 10 }).append(lead(5))).toBe(false);
});

test('a write that never finished (a temporary file) is dropped on start; an unreadable entry becomes a dead letter', () => {
  const spool = new LeadSpool(dataDir);
  spool.append(lead(1));
  fs.writeFileSync(path.join(spool.dir, '.tmp-000000000009-1700000000000-x.json'), '{"half');
  const broken = `000000000002-${Date.now()}-${crypto.randomUUID()}.json`;
  fs.writeFileSync(path.join(spool.dir, broken), '{not json');
  const good = lead(3);
  const after = new LeadSpool(dataDir);
  after.append(good);
  expect(fs.readdirSync(after.dir).some((f) => f.startsWith('.tmp-'))).toBe(false);
  after.remove(after.first()!.name);
  // The broken one is skipped into spool/dead; the next readable lead comes next.
  expect(after.first()!.lead.id).toBe(good.id);
  expect(files(after.deadDir)).toEqual([broken]);
  expect(JSON.parse(fs.readFileSync(path.join(after.deadDir, broken), 'utf8')).reason).toMatch(/^unreadable/);
});

test('a dead letter keeps the lead and the refusal, owner-only, and leaves the spool', () => {
  const spool = new LeadSpool(dataDir);
  const l = lead(1);
  spool.append(l);
  const { name } = spool.first()!;
  spool.deadLetter(name, { status: 400, answer: '{"error":{}}' });
  expect(files(spool.dir)).toEqual([]);
  const dead = path.join(spool.deadDir, name);
  expect(fs.statSync(dead).mode & 0o777).toBe(0o600);
  expect(JSON.parse(fs.readFileSync(dead, 'utf8'))).toMatchObject({ status: 400, lead: { id: l.id, body: l.body } });
  expect(spool.health().depth).toBe(0);
});

test('health: depth, bytes and the oldest lead’s wait in seconds (what a readiness check reports)', () => {
  const spool = new LeadSpool(dataDir);
  expect(leadSpoolHealth(spool)).toEqual({ depth: 0, bytes: 0, oldestAgeSeconds: 0 });
  const now = Date.now();
  spool.append(lead(1, new Date(now - 90_000).toISOString()));
  spool.append(lead(2, new Date(now - 5_000).toISOString()));
  const health = spool.health(now);
  expect(health).toMatchObject({ depth: 2, oldestAgeSeconds: 90 });
  expect(health.bytes).toBeGreaterThan(200);
  expect(new LeadSpool(dataDir).health(now)).toEqual(health);
});
