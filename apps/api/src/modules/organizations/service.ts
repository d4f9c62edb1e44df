import type { SessionUser } from '@bilheteria/domain/auth-contract';
import type {
  AuditLogResponse,
  SessionOrganization,
} from '@bilheteria/domain/organization-contract';
import {
  activityCsv,
  AUDIT_EXPORT_LIMIT,
  AUDIT_PAGE_SIZE,
  listActivity,
  recordActivity,
} from './audit-log';
import { createOrganization } from './create-organization';
import type { OrganizationDeps } from './deps';
import { invitations } from './invitations';
import { myOrganizations, switchOrganization } from './my-organizations';
import { operatorOrganizations } from './operator';
import { organizationProfile } from './profile';
import { organizationTeam } from './team';

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;

export function createOrganizationsService(deps: OrganizationDeps) {
  return {
    create: createOrganization(deps),
    mine: myOrganizations(deps),
    switchTo: switchOrganization(deps),
    profile: organizationProfile(deps),
    team: organizationTeam(deps),
    invitations: invitations(deps),
    operator: operatorOrganizations(deps),
    activity: {
      page: (active: SessionOrganization, before?: string): Promise<AuditLogResponse> =>
        listActivity(deps.db, active.id, { ...(before ? { before } : {}), limit: AUDIT_PAGE_SIZE }),
      /** The newest lines as CSV; the export itself is a line of the log. */
      async exportCsv(user: SessionUser, active: SessionOrganization): Promise<string> {
        const log = await listActivity(deps.db, active.id, { limit: AUDIT_EXPORT_LIMIT });
        await recordActivity(deps.db, {
          organizationId: active.id,
          actor: { id: user.id, name: user.name, email: user.email, support: active.suporte },
          action: 'atividade.exportada',
        });
        return activityCsv(log.atividades);
      },
    },
  };
}
