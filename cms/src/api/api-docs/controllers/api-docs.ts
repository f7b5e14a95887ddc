/**
 * GET /api/openapi.json (generated once per process: the routes do not change while it runs),
 * GET /api/docs and its files.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { generate } from '@strapi/openapi';
import { errors } from '../../../lib/http';
import { buildDocument, type OpenApiDocument } from '../document';
import { OPERATIONS } from '../operations';
import { declaredRoutes } from '../router-table';
import { DOCS_CSP, DOCS_PAGE, viewerFile } from '../viewer';

let built: OpenApiDocument | null = null;

/** The document of this instance's router. */
export function apiDocument(strapi: Core.Strapi): OpenApiDocument {
  built ??= buildDocument({
    base: generate(strapi, { type: 'content-api' }).document as Parameters<typeof buildDocument>[0]['base'],
    prefix: strapi.config.get('api.rest.prefix', '/api') as string,
    routes: declaredRoutes(strapi),
    operations: OPERATIONS,
    version: String(strapi.config.get('info.version', '0.0.0')),
  });
  return built;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async document(ctx: Context) {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = apiDocument(strapi);
  },

  async page(ctx: Context) {
    ctx.set('Content-Security-Policy', DOCS_CSP);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = DOCS_PAGE;
  },

  async file(ctx: Context) {
    const file = viewerFile(String(ctx.params.file));
    if (!file) throw new errors.NotFoundError('No such file.');
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = file.type;
    ctx.body = file.body;
  },
});
