import {
  ORGANIZATION_MESSAGES,
  type SessionOrganization,
} from '@bilheteria/domain/organization-contract';
import { HttpError } from '../../http/errors';

/**
 * Only an approved organization puts events on sale (issue 28): a pending one may prepare
 * drafts while the platform reviews it, a refused one never publishes. 409 with the reason.
 */
export function assertMayPublish(organization: Pick<SessionOrganization, 'status'>): void {
  if (organization.status === 'pendente')
    throw new HttpError(409, ORGANIZATION_MESSAGES.notApproved);
  if (organization.status === 'recusada') throw new HttpError(409, ORGANIZATION_MESSAGES.refused);
}
