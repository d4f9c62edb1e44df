/**
 * The product's roles (spec §1) and how screens name them. A session's role is worked out on
 * every request (issue 28): `operador` is the platform's operator, stored on the account;
 * `admin` is anyone who belongs to an organization (what they may do there is their
 * organization role, organization-roles.ts); `affiliate` and `user` as the spec has them.
 */
export const ROLES = ['admin', 'affiliate', 'user', 'operador'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  affiliate: 'Afiliado',
  user: 'Usuário Regular',
  operador: 'Operador da plataforma',
};
