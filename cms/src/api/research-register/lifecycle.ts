/**
 * The register is written once, by the CMS: its rows are refused to every other writer. The
 * document service (the panel, and any code going through it) may only read them, and the query
 * layer refuses to change or delete one, whoever asks. A change made past the CMS, straight in the
 * database, is what the hash chain and signatures catch (chain.ts). A plain HTTP 403 (lib/http.ts),
 * as Strapi's own ForbiddenError would reach the panel as a bare "Forbidden".
 */
import type { Core } from '@strapi/strapi';
import { forbidden } from '../../lib/http';
import type { Lifecycle } from '../../lib/lifecycle';
import { keepReadOnly } from '../../lib/read-only';

const REGISTER = 'api::research-register.research-register';
export const REGISTER_READ_ONLY =
  'The research register is written by the CMS when research is published: its entries cannot be added, changed or deleted by hand.';

export const researchRegisterLifecycle: Lifecycle = {
  bootstrap(strapi: Core.Strapi) {
    keepReadOnly(strapi, REGISTER, REGISTER_READ_ONLY);
    const refuse = () => {
      throw forbidden(REGISTER_READ_ONLY);
    };
    strapi.db.lifecycles.subscribe({
      models: [REGISTER],
      beforeUpdate: refuse,
      beforeUpdateMany: refuse,
      beforeDelete: refuse,
      beforeDeleteMany: refuse,
    });
  },
};
