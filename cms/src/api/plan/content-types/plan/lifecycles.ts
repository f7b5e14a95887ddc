/**
 * A plan's instalment amount, when an editor sets one, is what each checkout charges: refused on
 * save unless it is whole rupees between 1 and the plan's price (every way of saving goes through
 * the database, so this is a lifecycle; a ValidationError is answered 400 with its message).
 */
import type { Event } from '@strapi/database';
import { instalmentProblem } from 'contracts';
import { errors } from '../../../../lib/http';

const check = (event: Event) => {
  const data = event.params?.data as { price?: number | null; instalmentAmount?: number | null } | undefined;
  if (!data || typeof data !== 'object') return;
  const problem = instalmentProblem(data);
  if (problem)
    throw new errors.ValidationError(problem, { errors: [{ path: ['instalmentAmount'], message: problem, name: 'ValidationError' }] });
};

export default { beforeCreate: check, beforeUpdate: check };
