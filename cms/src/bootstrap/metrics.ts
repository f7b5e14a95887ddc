/**
 * This instance's metrics on its loopback port (config/metrics.ts: CMS_METRICS_PORT), with the
 * lead outbox read from the database at each scrape. Nothing is served without a port.
 */
import type http from 'node:http';
import type { Core } from '@strapi/strapi';
import { collectProcessMetrics, registry, setOutboxProbe } from '../lib/metrics';
import { serveMetrics } from '../lib/metrics-server';
import { leadOutbox } from '../api/lead-outbox/services/lead-outbox';

const servers = new WeakMap<Core.Strapi, http.Server>();

export async function startMetrics(strapi: Core.Strapi): Promise<void> {
  setOutboxProbe(() => leadOutbox(strapi).backlog(new Date()));
  const port = strapi.config.get('metrics.port') as number | null;
  if (!port) return;
  collectProcessMetrics();
  servers.set(strapi, await serveMetrics(registry, port));
  strapi.log.info(`[metrics] Prometheus metrics on http://127.0.0.1:${port}/metrics`);
}

export async function stopMetrics(strapi: Core.Strapi): Promise<void> {
  setOutboxProbe(null);
  const server = servers.get(strapi);
  if (server) await new Promise((r) => server.close(r));
}
