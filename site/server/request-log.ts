/**
 * The origin's log: JSON lines (pino) in $DATA_DIR/logs/site.log, and the same lines in a
 * readable form on the terminal when npm start echoes (pino-pretty). One line per request
 * that is not a successful page or asset (those are the bulk of the traffic and tell nothing an
 * operator looks for; the metrics count them), with the request id the CMS logs too.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import pinoPretty, { type PrettyOptions } from 'pino-pretty';
import { requestKind, type SiteMetrics } from './metrics';
import { assignRequestId } from './request-id';

/** Request line fields, shown in one line on the terminal (prettyOptions). */
const REQUEST_FIELDS = ['requestId', 'method', 'kind', 'route', 'path', 'status', 'ms'];

/**
 * How the terminal shows the JSON lines of the origin and of the CMS (scripts/lib/processes.ts
 * echoes the CMS's through it): a request as one line, anything else as its message.
 */
export const prettyOptions: PrettyOptions = {
  colorize: true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: ['pid', 'hostname', 'service', ...REQUEST_FIELDS].join(','),
  messageFormat: (log, messageKey) => {
    const msg = String(log[messageKey] ?? '');
    if (msg !== 'request' || typeof log.method !== 'string') return msg;
    return `${log.method} ${String(log.path)} ${String(log.status)} ${String(log.ms)} ms  ${String(log.requestId)}`;
  },
};

export function siteLogger(opts: { dataDir: string; echo?: boolean }): Logger {
  const dir = path.join(opts.dataDir, 'logs');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = pino.destination({ dest: path.join(dir, 'site.log'), sync: false, mode: 0o600 });
  const streams: pino.StreamEntry[] = [{ stream: file }];
  if (opts.echo) streams.push({ stream: pinoPretty(prettyOptions) });
  return pino({ base: { service: 'site', pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, pino.multistream(streams));
}

export interface RequestObserverOptions {
  log?: Logger;
  metrics?: SiteMetrics;
}

/**
 * Gives the request its id, then, once its answer is finished or the connection closed, counts
 * it in the metrics and writes its log line.
 */
export function requestObserver(opts: RequestObserverOptions): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const requestId = assignRequestId(req, res);
    const kind = requestKind(req.url);
    const rawPath = String(req.url ?? '')
      .split('?')[0]
      .slice(0, 512);
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // 499 as nginx writes it: the client left before its answer was complete.
      const status = res.writableFinished ? res.statusCode : 499;
      opts.metrics?.observe(kind, req.method, status, seconds);
      if (!opts.log || ((kind === 'page' || kind === 'asset') && status < 400)) return;
      const line = { requestId, method: req.method, kind, path: rawPath, status, ms: Math.round(seconds * 1e4) / 10 };
      if (status >= 500) opts.log.error(line, 'request');
      else opts.log.info(line, 'request');
    });
  };
}
