import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';
import { z } from 'zod';
import {
  bankDetailsSchema,
  isValidPixKeyOfType,
  storedBankDetailsSchema,
} from './affiliate-contract';
import { PIX_KEY_TYPES } from './affiliate-texts';
import { feeTermsViewSchema } from './settlement-contract';
import {
  ORGANIZATION_ROLES,
  ORGANIZATION_STATUSES,
  type OrganizationRole,
} from './organization-roles';

export * from './organization-roles';

/**
 * Organizations, their teams and the platform's operator (issue 28): what the browser sends to
 * /api/organizacoes, /api/convites and /api/operador and what it gets back. Field names are the
 * ones the issue fixes (others script against them); the texts are ours, in the product's voice.
 */
export const ORGANIZATION_MESSAGES = {
  nameRequired: 'Informe o nome da organização (razão social ou nome completo).',
  publicNameRequired: 'Informe o nome público, como aparecerá nas páginas dos eventos.',
  documentInvalid: 'CPF ou CNPJ inválido: confira os dígitos.',
  contactEmailInvalid: 'E-mail de contato inválido.',
  phoneInvalid: 'Telefone inválido. Use o formato (99) 9999-9999 ou (99) 99999-9999',
  pixKeyInvalid: 'Chave PIX inválida para o tipo escolhido.',
  pixKeyTypeMissing: 'Escolha o tipo da chave PIX.',
  tooLong: 'Texto longo demais.',
  logoInvalid: 'Logo inválido: envie uma imagem pelo campo de upload.',
  documentTaken: 'Já existe uma organização com este CPF/CNPJ.',
  affiliateCannotJoin:
    'Contas de afiliado não podem fazer parte de uma organização. Use outra conta para vender ingressos.',
  operatorCannotJoin: 'A conta do operador da plataforma não participa de organizações.',
  created: 'Organização cadastrada! Ela será analisada pela equipe da Bilheteria.',
  saved: 'Dados da organização salvos.',
  notApproved:
    'Sua organização ainda não foi aprovada. Você pode criar rascunhos; a publicação fica liberada após a aprovação.',
  refused: 'Sua organização foi recusada e não pode publicar eventos.',
  noOrganization: 'Você não faz parte de nenhuma organização.',
  inviteEmailInvalid: 'E-mail inválido',
  inviteRoleInvalid: 'Escolha um papel: Dono, Gerente, Financeiro, Check-in ou Visualização.',
  inviteSent: 'Convite enviado.',
  alreadyMember: 'Esta pessoa já faz parte da equipe.',
  inviteInvalid: 'Convite inválido ou expirado. Peça um novo convite ao dono da organização.',
  inviteAccepted: 'Convite aceito! Você agora faz parte da equipe.',
  signInToAccept:
    'Este e-mail já tem conta na Bilheteria com senha: entre com ela para aceitar o convite.',
  lastOwner: 'A organização precisa de pelo menos um Dono.',
  memberRemoved: 'Pessoa removida da equipe.',
  memberNotFound: 'Esta pessoa não faz parte da equipe.',
  refusalReasonRequired: 'Informe o motivo da recusa.',
  alreadyReviewed: 'Esta organização já foi analisada.',
} as const;
const M = ORGANIZATION_MESSAGES;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** A CPF (11 digits) or a CNPJ (14), masked or not, with valid check digits; stored as digits. */
export const documentSchema = z
  .string({ error: M.documentInvalid })
  .trim()
  .max(18, { error: M.documentInvalid, abort: true })
  .refine((value) => /^[\d./\-\s]+$/.test(value), { error: M.documentInvalid, abort: true })
  .transform(digitsOf)
  .refine((digits) => (digits.length === 11 ? isValidCpf(digits) : isValidCnpj(digits)), {
    error: M.documentInvalid,
  });

const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: M.tooLong });

const contactEmail = z
  .string({ error: M.contactEmailInvalid })
  .trim()
  .toLowerCase()
  .max(254, { error: M.contactEmailInvalid })
  .pipe(z.email({ error: M.contactEmailInvalid }));

const phone = z
  .string({ error: M.phoneInvalid })
  .trim()
  .max(20, { error: M.phoneInvalid, abort: true })
  .refine((value) => /^[\d()\-\s+]+$/.test(value) && isValidPhone(value), {
    error: M.phoneInvalid,
  })
  .transform(digitsOf);

/** An uploaded picture's URL as POST /api/organizador/imagens answers it, or nothing. */
const logoUrl = z
  .string({ error: M.logoInvalid })
  .trim()
  .max(300, { error: M.logoInvalid })
  .regex(/^\/api\/imagens\/[\w-]+\.webp$/, { error: M.logoInvalid })
  .nullish()
  .transform((value) => value ?? null);

/** POST /api/organizacoes: a signed-in person signs their organization up and becomes its Dono. */
export const createOrganizationSchema = z
  .object({
    nome: requiredText(160, M.nameRequired),
    documento: documentSchema,
    nome_publico: requiredText(80, M.publicNameRequired),
    email_contato: contactEmail,
    telefone: phone,
    logo_url: logoUrl,
    chave_pix_tipo: z.enum(PIX_KEY_TYPES, { error: M.pixKeyTypeMissing }).nullish(),
    chave_pix: z
      .string({ error: M.pixKeyInvalid })
      .trim()
      .max(77, { error: M.pixKeyInvalid })
      .nullish(),
  })
  .superRefine((value, ctx) => {
    const key = value.chave_pix ?? '';
    if (key === '') return;
    if (!value.chave_pix_tipo) {
      ctx.addIssue({ code: 'custom', path: ['chave_pix_tipo'], message: M.pixKeyTypeMissing });
    } else if (!isValidPixKeyOfType(value.chave_pix_tipo, key)) {
      ctx.addIssue({ code: 'custom', path: ['chave_pix'], message: M.pixKeyInvalid });
    }
  })
  .meta({ id: 'NovaOrganizacao' });
export type CreateOrganizationRequest = z.input<typeof createOrganizationSchema>;
export type CreateOrganization = z.output<typeof createOrganizationSchema>;

/** PUT /api/organizacoes/:id: the public profile and contact (Dono). */
export const updateOrganizationSchema = z
  .object({
    nome: requiredText(160, M.nameRequired),
    nome_publico: requiredText(80, M.publicNameRequired),
    email_contato: contactEmail,
    telefone: phone,
    logo_url: logoUrl,
  })
  .meta({ id: 'PerfilDaOrganizacao' });
export type UpdateOrganizationRequest = z.input<typeof updateOrganizationSchema>;

/** PUT /api/organizacoes/:id/repasse: where the organization is paid (Dono only). */
export const payoutDetailsSchema = z
  .object({ dados_bancarios: bankDetailsSchema })
  .meta({ id: 'DadosDeRepasse' });
export type PayoutDetailsRequest = z.input<typeof payoutDetailsSchema>;

const id = () => z.string().describe('UUID');
const instant = () => z.string().describe('ISO 8601, UTC');

/** One of the caller's organizations (GET /api/organizacoes/minhas). */
export const myOrganizationSchema = z
  .object({
    id: id(),
    nome: z.string(),
    nome_publico: z.string(),
    logo_url: z.string().nullable(),
    papel: z.enum(ORGANIZATION_ROLES),
    status: z.enum(ORGANIZATION_STATUSES),
    /** The organization the dashboard shows (the one the session switched to). */
    ativa: z.boolean(),
  })
  .meta({ id: 'MinhaOrganizacao' });
export type MyOrganization = z.infer<typeof myOrganizationSchema>;
export const myOrganizationsResponseSchema = z.object({
  organizacoes: z.array(myOrganizationSchema),
});
export type MyOrganizationsResponse = z.infer<typeof myOrganizationsResponseSchema>;

/** PUT /api/organizacoes/ativa: the organization the session works in from now on. */
export const switchOrganizationSchema = z.object({
  id: z.uuid({ error: 'Organização inválida.' }),
});

/** GET /api/organizacoes/:id: the organization as its members see it. */
export const organizationSchema = z
  .object({
    id: id(),
    nome: z.string(),
    documento: z.string().describe('CPF ou CNPJ, com máscara'),
    nome_publico: z.string(),
    logo_url: z.string().nullable(),
    email_contato: z.string(),
    telefone: z.string(),
    status: z.enum(ORGANIZATION_STATUSES),
    motivo_recusa: z.string().nullable(),
    criada_em: instant(),
    /** Dono only (null to the other roles, and when none is set). */
    dados_bancarios: storedBankDetailsSchema.nullable(),
    /** The platform's fee on its sales, as the operator set it (issue 29). */
    ...feeTermsViewSchema.shape,
  })
  .meta({ id: 'Organizacao' });
export type Organization = z.infer<typeof organizationSchema>;

/** POST /api/organizacoes/:id/convites */
export const inviteSchema = z
  .object({
    email: z
      .string({ error: M.inviteEmailInvalid })
      .trim()
      .toLowerCase()
      .max(254, { error: M.inviteEmailInvalid })
      .pipe(z.email({ error: M.inviteEmailInvalid })),
    papel: z.enum(ORGANIZATION_ROLES, { error: M.inviteRoleInvalid }),
  })
  .meta({ id: 'Convite' });
export type InviteRequest = z.input<typeof inviteSchema>;

/** PUT /api/organizacoes/:id/membros/:userId */
export const changeRoleSchema = z.object({
  papel: z.enum(ORGANIZATION_ROLES, { error: M.inviteRoleInvalid }),
});

/** GET /api/organizacoes/:id/equipe: members and invitations not yet accepted (Dono). */
export const teamResponseSchema = z
  .object({
    membros: z.array(
      z.object({
        usuario_id: id(),
        nome: z.string(),
        email: z.string(),
        papel: z.enum(ORGANIZATION_ROLES),
        desde: instant(),
      }),
    ),
    convites: z.array(
      z.object({
        id: id(),
        email: z.string(),
        papel: z.enum(ORGANIZATION_ROLES),
        enviado_em: instant(),
        expira_em: instant(),
      }),
    ),
  })
  .meta({ id: 'Equipe' });
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** POST /api/convites/verificar and /aceitar take the e-mailed link's token. */
export const invitationTokenSchema = z.object({
  token: z
    .string({ error: M.inviteInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error: M.inviteInvalid,
    }),
});

/** POST /api/convites/verificar: what the acceptance page shows before the click. */
export const invitationViewSchema = z
  .object({
    organizacao: z.string(),
    papel: z.enum(ORGANIZATION_ROLES),
    email: z.string(),
    /**
     * Whether the invited address has an account that signs in with a password: its owner
     * signs in before accepting (the page offers 'Entrar'). Otherwise accepting signs in.
     */
    conta_existe: z.boolean(),
  })
  .meta({ id: 'ConviteRecebido' });
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** POST /api/convites/aceitar: the organization joined (and, without a session, one started). */
export const invitationAcceptedSchema = z.object({
  organizacao: myOrganizationSchema,
  message: z.string(),
});

/** One line of the audit log (GET /api/organizacoes/:id/atividades). */
export const auditEntrySchema = z
  .object({
    id: id(),
    quando: instant(),
    quem: z.string(),
    email: z.string().nullable(),
    /** Done by the platform's operator through 'Entrar como suporte'. */
    suporte: z.boolean(),
    acao: z.string().describe('Código estável, p.ex. evento.publicado'),
    descricao: z.string().describe('O que aconteceu, em português'),
    alvo: z.string().nullable().describe('O evento, pessoa ou pedido envolvido'),
  })
  .meta({ id: 'RegistroDeAtividade' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = z.object({
  atividades: z.array(auditEntrySchema),
  /** Pass as `antes` for the next, older page; null on the last. */
  proxima: z.string().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
export const auditLogQuerySchema = z.object({
  antes: z.string().max(80).optional(),
  formato: z.enum(['json', 'csv']).default('json'),
});

/** GET /api/operador/organizacoes?status= */
export const operatorOrganizationsQuerySchema = z.object({
  status: z.enum(ORGANIZATION_STATUSES).optional(),
});
export const operatorOrganizationSchema = z
  .object({
    id: id(),
    nome: z.string(),
    documento: z.string(),
    nome_publico: z.string(),
    email_contato: z.string(),
    telefone: z.string(),
    status: z.enum(ORGANIZATION_STATUSES),
    motivo_recusa: z.string().nullable(),
    criada_em: instant(),
    dono: z.object({ nome: z.string(), email: z.string() }).nullable(),
    eventos: z.number().int(),
    membros: z.number().int(),
    ...feeTermsViewSchema.shape,
  })
  .meta({ id: 'OrganizacaoNoOperador' });
export type OperatorOrganization = z.infer<typeof operatorOrganizationSchema>;
export const operatorOrganizationsResponseSchema = z.object({
  organizacoes: z.array(operatorOrganizationSchema),
});

/** POST /api/operador/organizacoes/:id/aprovacao */
export const approvalSchema = z
  .object({
    aprovada: z.boolean({ error: 'Informe se a organização foi aprovada.' }),
    motivo: z.string().trim().max(500, { error: M.tooLong }).nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.aprovada && !value.motivo) {
      ctx.addIssue({ code: 'custom', path: ['motivo'], message: M.refusalReasonRequired });
    }
  })
  .meta({ id: 'Aprovacao' });
export type ApprovalRequest = z.input<typeof approvalSchema>;

/** The active organization as the session carries it (GET /api/auth/me → user.organizacao). */
export const sessionOrganizationSchema = z
  .object({
    id: id(),
    nome_publico: z.string(),
    papel: z.enum(ORGANIZATION_ROLES),
    status: z.enum(ORGANIZATION_STATUSES),
    /** The platform's operator acting through 'Entrar como suporte'. */
    suporte: z.boolean(),
  })
  .meta({ id: 'OrganizacaoDaSessao' });
export type SessionOrganization = z.infer<typeof sessionOrganizationSchema>;

export const isOwner = (role: OrganizationRole) => role === 'dono';
