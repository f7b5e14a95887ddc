/**
 * One log format for everything a CMS instance writes (Strapi's own winston logger, config/logger.ts,
 * and the request lines of src/middlewares/request-id.ts, written with pino): a JSON object per
 * line with pino's keys (`level` as pino's number, `time` ISO 8601, `msg`), so one tool reads the
 * whole of $DATA_DIR/logs/cms.log and pino-pretty shows it in npm start's terminal.
 */

/** Pino's level numbers for the level names Strapi's (winston's npm) levels use. */
export const PINO_LEVELS: Record<string, number> = {
  fatal: 60,
  error: 50,
  warn: 40,
  info: 30,
  http: 25,
  verbose: 20,
  debug: 20,
  silly: 10,
};

/** Pino's name for the least severe level that LOG_LEVEL lets through (pino has no "http": it logs as "debug"). */
export function pinoLevelName(logLevel: string): string {
  const n = PINO_LEVELS[logLevel] ?? 30;
  return n >= 50 ? 'error' : n >= 40 ? 'warn' : n >= 30 ? 'info' : n >= 20 ? 'debug' : 'trace';
}

/** A line of Strapi's logger in that format. */
export function winstonLine(info: { level: string; message: unknown; stack?: unknown }): string {
  const message = info.message instanceof Error ? (info.message.stack ?? info.message.message) : String(info.message);
  return JSON.stringify({
    level: PINO_LEVELS[info.level] ?? 30,
    time: new Date().toISOString(),
    service: 'cms',
    pid: process.pid,
    msg: message,
    ...(typeof info.stack === 'string' ? { stack: info.stack } : {}),
  });
}

/**
 * The same as a winston format (logform's contract: `transform` puts the finished line under
 * Symbol.for('message')), without importing winston, which is Strapi's dependency and not ours.
 */
export const winstonFormat = {
  transform(info: Record<string | symbol, unknown>) {
    info[Symbol.for('message')] = winstonLine(info as { level: string; message: unknown; stack?: unknown });
    return info;
  },
};
