import { AUTH_MESSAGES } from '@bilheteria/domain/auth-contract';
import type { SessionOrganization } from '@bilheteria/domain/organization-contract';
import type { FastifyRequest } from 'fastify';
import type {} from '../modules/auth'; // request.user
import { HttpError } from './errors';

/**
 * The organization a handler of an organizer route works in (auth's permission hook made sure
 * of it). Here rather than in auth so that modules auth itself reaches (checkout → registration)
 * can read it without an import cycle.
 */
export function organizationOf(request: FastifyRequest): SessionOrganization {
  const organization = request.user?.organizacao;
  if (!organization) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  return organization;
}
