/**
 * Organizations (issue 28): who may do what inside one. Every organizer route names one
 * permission; the server grants it by the caller's role in their active organization, and the
 * screens hide what the role cannot do using the same table.
 */
export const ORGANIZATION_ROLES = [
  'dono',
  'gerente',
  'financeiro',
  'checkin',
  'visualizacao',
] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const ORGANIZATION_ROLE_LABELS: Record<OrganizationRole, string> = {
  dono: 'Dono',
  gerente: 'Gerente',
  financeiro: 'Financeiro',
  checkin: 'Check-in',
  visualizacao: 'Visualização',
};

/** What each role is for, as the team screen explains it. */
export const ORGANIZATION_ROLE_DESCRIPTIONS: Record<OrganizationRole, string> = {
  dono: 'Tudo, inclusive extrato, dados de repasse e equipe.',
  gerente: 'Eventos, relatórios, reembolsos e links de check-in; não altera repasse nem equipe.',
  financeiro:
    'Extrato e repasses, relatórios, exportações, reembolsos e notas fiscais; não edita eventos.',
  checkin: 'Apenas a portaria: links do leitor e ocupação ao vivo.',
  visualizacao: 'Somente leitura: eventos e relatórios.',
};

export const ORGANIZATION_PERMISSIONS = [
  /** See the organization's events (dashboard list, the wizard's saved values, swap settings). */
  'eventos:ver',
  /** Create, edit, publish, duplicate, delete and cancel events; upload pictures. */
  'eventos:editar',
  /** Reports, participant and order lists, the waiting list. */
  'relatorios',
  /** CSV/XLSX exports (personal data leaves the product). */
  'exportacoes',
  /** Refunds, refunds to pay, notas fiscais, re-sending a participant's ticket. */
  'vendas',
  /** The door: scanner links and live occupancy. */
  'checkin',
  /** Payout details (PIX key, bank account) and the organization's public profile. */
  'dados-de-repasse',
  /** Invitations, roles and removals. */
  'equipe',
  /** The audit log. */
  'atividade',
  /** The settlement statement: what the organization is owed and was paid (issue 29). */
  'financeiro',
] as const;
export type OrganizationPermission = (typeof ORGANIZATION_PERMISSIONS)[number];

const GRANTS: Record<OrganizationPermission, readonly OrganizationRole[]> = {
  'eventos:ver': ['dono', 'gerente', 'financeiro', 'visualizacao'],
  'eventos:editar': ['dono', 'gerente'],
  relatorios: ['dono', 'gerente', 'financeiro', 'visualizacao'],
  exportacoes: ['dono', 'gerente', 'financeiro'],
  vendas: ['dono', 'gerente', 'financeiro'],
  checkin: ['dono', 'gerente', 'checkin'],
  'dados-de-repasse': ['dono'],
  equipe: ['dono'],
  atividade: ['dono', 'gerente', 'financeiro', 'visualizacao'],
  financeiro: ['dono', 'financeiro'],
};

export function roleCan(role: OrganizationRole, permission: OrganizationPermission): boolean {
  return GRANTS[permission].includes(role);
}

/**
 * The role the platform's operator acts with inside an organization after 'Entrar como
 * suporte': events, reports, refunds and the door, never the payout details or the team.
 */
export const SUPPORT_ROLE: OrganizationRole = 'gerente';

export const ORGANIZATION_STATUSES = ['pendente', 'aprovada', 'recusada'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
export const ORGANIZATION_STATUS_LABELS: Record<OrganizationStatus, string> = {
  pendente: 'Aguardando aprovação',
  aprovada: 'Aprovada',
  recusada: 'Recusada',
};
