/** The product's roles (spec §1) and how screens name them. */
export const ROLES = ['admin', 'affiliate', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  affiliate: 'Afiliado',
  user: 'Usuário Regular',
};
