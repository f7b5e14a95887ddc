import path from 'path';
import type { Core } from '@strapi/strapi';
import { wholeNumber } from './lib/checked';
import { dataDir } from './paths';
import { setUpSqliteConnection } from './lib/sqlite';

const connectionTimeout = (env: Core.Config.Shared.ConfigParams['env']) =>
  wholeNumber('DATABASE_CONNECTION_TIMEOUT', env('DATABASE_CONNECTION_TIMEOUT', '60000'), { min: 1, unit: 'milliseconds' });

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
        pool: {
          min: wholeNumber('DATABASE_POOL_MIN', env('DATABASE_POOL_MIN', '0'), { min: 0, unit: 'connections' }),
          max: wholeNumber('DATABASE_POOL_MAX', env('DATABASE_POOL_MAX', '10'), { min: 1, unit: 'connections' }),
        },
        acquireConnectionTimeout: connectionTimeout(env),
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: env('DATABASE_FILENAME', path.join(dataDir(env), 'cms.db')) },
      useNullAsDefault: true,
      acquireConnectionTimeout: connectionTimeout(env),
      // WAL, synchronous=FULL, a busy timeout and IMMEDIATE transactions on every connection: why, in lib/sqlite.ts.
      pool: { afterCreate: setUpSqliteConnection },
    },
  };
};

export default config;
