/**
 * The organizations' query keys in one place: a mutation invalidates exactly what it changed,
 * and switching organizations forgets everything under `organizationKeys.all`.
 */
export const organizationKeys = {
  all: ['organizations'] as const,
  mine: () => [...organizationKeys.all, 'mine'] as const,
  one: (id: string) => [...organizationKeys.all, id] as const,
  team: (id: string) => [...organizationKeys.all, id, 'team'] as const,
  auditLog: (id: string) => [...organizationKeys.all, id, 'audit-log'] as const,
};
