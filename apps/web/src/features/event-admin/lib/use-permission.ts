import { roleCan, type OrganizationPermission } from '@bilheteria/domain/organization-roles';
import { useAuth } from '@/lib/auth/auth-provider';

/**
 * What the session's role in its organization allows (issue 28), to hide what it cannot do: the
 * same table the server checks every request against. Outside an organization, nothing.
 */
export function usePermissions(): (permission: OrganizationPermission) => boolean {
  const { user } = useAuth();
  const role = user?.organizacao?.papel;
  return (permission) => role !== undefined && roleCan(role, permission);
}
