/**
 * The origin's lead spool: leads the CMS could not take (down, restarting, answering 502/503/504),
 * kept on disk in DATA_DIR/spool/leads until the replayer (lead-replay.ts) has handed them over.
 *
 * One file per lead, so handing one over is one unlink and a crash can never leave half a line in
 * a shared file. A lead is written to a temporary name, fsynced, renamed into place and the folder
 * fsynced before the visitor is told it was received: once they read "thanks", a power cut does
 * not lose it. Names start with a sequence number, so the folder's sorted listing is the order the
 * leads came in, across restarts. Files are 0600 (names, emails, phones, maybe a sign-in token).
 * One origin process writes a DATA_DIR's spool (npm start runs one); its counts live in memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LEAD_SPOOL_LIMITS } from 'contracts';

/** One kept lead: the request as the CMS is to see it, and when and under which id it came in. */
export interface SpooledLead {
  /** Unique per lead (a UUID): names its file and its log lines. */
  id: string;
  /** When the origin received it (ISO 8601). */
  receivedAt: string;
  /** The path and query under which the CMS serves the call (/api/…). */
  target: string;
  /** The headers the CMS is to get, the proxy's X-Forwarded-* included (so it names the visitor, not the origin). */
  headers: Record<string, string>;
  /** The body as the visitor sent it. */
  body: string;
}

export interface SpoolLimits {
  maxEntries: number;
  maxBytes: number;
}

export interface SpoolHealth {
  /** Leads waiting for the CMS. */
  depth: number;
  bytes: number;
  /** How long the oldest of them has waited, in seconds (0 when none waits). */
  oldestAgeSeconds: number;
}

interface Indexed {
  name: string;
  receivedAtMs: number;
  bytes: number;
}

const ENTRY = /^(\d{12})-(\d{13})-([0-9a-f-]{36})\.json$/;
const FILE_MODE = 0o600;

/** Flushes a folder's entries (a new or removed name) to the disk. */
function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes a file durably under its final name: temporary file, fsync, rename, fsync of the folder. */
function writeDurably(dir: string, name: string, text: string): void {
  const tmp = path.join(dir, `.tmp-${name}`);
  const fd = fs.openSync(tmp, 'wx', FILE_MODE);
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, path.join(dir, name));
  fsyncDir(dir);
}

export class LeadSpool {
  readonly dir: string;
  readonly deadDir: string;
  private readonly limits: SpoolLimits;
  private index: Indexed[] = [];
  private bytes = 0;
  private nextSeq = 1;

  /** Opens (creating) the spool under `dataDir`, and counts what a previous run left in it. */
  constructor(dataDir: string, limits: SpoolLimits = LEAD_SPOOL_LIMITS) {
    this.dir = path.join(dataDir, 'spool', 'leads');
    this.deadDir = path.join(dataDir, 'spool', 'dead');
    this.limits = limits;
    for (const dir of [this.dir, this.deadDir]) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    for (const name of fs.readdirSync(this.dir).sort()) {
      // A temporary file is a write that never finished: its visitor never got an answer.
      if (name.startsWith('.tmp-')) {
        fs.rmSync(path.join(this.dir, name), { force: true });
        continue;
      }
      const m = ENTRY.exec(name);
      if (!m) continue;
      const bytes = fs.statSync(path.join(this.dir, name)).size;
      this.index.push({ name, receivedAtMs: Number(m[2]), bytes });
      this.bytes += bytes;
      this.nextSeq = Number(m[1]) + 1;
    }
  }

  /** Keeps a lead durably; false when the spool is full (nothing is written then). */
  append(lead: SpooledLead): boolean {
    const text = JSON.stringify(lead);
    const bytes = Buffer.byteLength(text);
    if (this.index.length + 1 > this.limits.maxEntries || this.bytes + bytes > this.limits.maxBytes) return false;
    const receivedAtMs = Date.parse(lead.receivedAt);
    const name = `${String(this.nextSeq++).padStart(12, '0')}-${String(receivedAtMs).padStart(13, '0')}-${lead.id}.json`;
    writeDurably(this.dir, name, text);
    this.index.push({ name, receivedAtMs, bytes });
    this.bytes += bytes;
    return true;
  }

  /** The oldest lead still waiting, or null; an unreadable file goes to the dead letters and the next one is read. */
  first(): { name: string; lead: SpooledLead } | null {
    while (this.index.length) {
      const { name } = this.index[0];
      try {
        return { name, lead: JSON.parse(fs.readFileSync(path.join(this.dir, name), 'utf8')) as SpooledLead };
      } catch (err) {
        this.deadLetter(name, { reason: `unreadable: ${(err as Error).message}` });
      }
    }
    return null;
  }

  /** The CMS has the lead: it leaves the spool. */
  remove(name: string): void {
    fs.rmSync(path.join(this.dir, name), { force: true });
    fsyncDir(this.dir);
    this.forget(name);
  }

  /**
   * The CMS refused the lead for good (a 4xx): it is kept in spool/dead with the refusal, for a
   * person to read, and never sent again.
   */
  deadLetter(name: string, outcome: Record<string, unknown>): void {
    const from = path.join(this.dir, name);
    let lead: unknown = null;
    try {
      lead = JSON.parse(fs.readFileSync(from, 'utf8'));
    } catch {
      lead = fs.existsSync(from) ? fs.readFileSync(from, 'utf8') : null;
    }
    writeDurably(this.deadDir, name, JSON.stringify({ ...outcome, deadAt: new Date().toISOString(), lead }));
    this.remove(name);
  }

  /** Depth, size and the oldest lead's wait: what a readiness check reports. */
  health(now = Date.now()): SpoolHealth {
    const oldest = this.index[0];
    return {
      depth: this.index.length,
      bytes: this.bytes,
      oldestAgeSeconds: oldest ? Math.max(0, Math.round((now - oldest.receivedAtMs) / 1000)) : 0,
    };
  }

  private forget(name: string): void {
    const i = this.index.findIndex((e) => e.name === name);
    if (i < 0) return;
    this.bytes -= this.index[i].bytes;
    this.index.splice(i, 1);
  }
}

/** The spool's health for a readiness endpoint: how many leads wait for the CMS and for how long. */
export const leadSpoolHealth = (spool: LeadSpool): SpoolHealth => spool.health();
