/**
 * Whether this is a deployment's declared production: NODE_ENV=production set by the deployment
 * itself. `npm start` defaults NODE_ENV to production for a fresh clone and says so with
 * NODE_ENV_DEFAULTED=true (scripts/lib/product.ts); that run keeps the conveniences of a local
 * one (the demo checkout, an optional second factor, an http:// site).
 */
export interface ProductionInputs {
  nodeEnv?: string;
  nodeEnvDefaulted?: string;
}

export const declaredProduction = ({ nodeEnv, nodeEnvDefaulted }: ProductionInputs): boolean =>
  (nodeEnv || 'development') === 'production' && nodeEnvDefaulted !== 'true';
