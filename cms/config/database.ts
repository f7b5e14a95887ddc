import path from 'path';
import type { Core } from '@strapi/strapi';
import { dataDir } from './paths';

/** SQLite in DATA_DIR by default; DATABASE_URL=postgres://… switches to PostgreSQL with no other change. */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const url = env('DATABASE_URL', '');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        // Strapi's typings expect a sqlite-shaped connection here; knex takes a connection string.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's connection type has no connection-string form.
        connection: { connectionString: url, ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: false } : false } as any,
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: env('DATABASE_FILENAME', path.join(dataDir(), 'cms.db')) },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};

export default config;
