/**
 * PostgreSQL: the cache drops and token revocations a call makes reach every CMS instance before
 * its answer goes out (lib/broadcast.ts). On SQLite it only passes the call on.
 */
import { publishBeforeAnswer } from '../lib/broadcast';

export default () => publishBeforeAnswer;
