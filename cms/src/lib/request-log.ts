/**
 * The CMS's request log: one JSON line per answered request (src/middlewares/request-id.ts), with
 * pino, in the format of every other line of cms.log (config/lib/log-lines.ts).
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoLevelName } from '../../config/lib/log-lines';

/**
 * Standard output (which npm start and systemd send to the log), written asynchronously: a line
 * per request must not cost the request a synchronous write. Pino flushes what is pending when
 * the process exits.
 */
export function requestLogger(logLevel: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level: pinoLevelName(logLevel),
      base: { service: 'cms', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

export interface RequestLine {
  requestId: string;
  method: string;
  /** The matched route's template (the raw path is `path`). */
  route: string;
  /** The path without its query string (queries can carry tokens). */
  path: string;
  status: number;
  ms: number;
}

/** 5xx as an error, everything else as info (a 4xx is the caller's problem, not ours). */
export function logRequest(log: Logger, line: RequestLine): void {
  if (line.status >= 500) log.error(line, 'request');
  else log.info(line, 'request');
}
