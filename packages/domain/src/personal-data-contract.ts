import { z } from 'zod';
import { UFS } from './enumerations';
import { optionalCpf } from './participant';

/**
 * A person's rights over their data (issue 30, LGPD art. 18): see and take everything we hold
 * about them (GET /api/minha-conta/dados, JSON; GET /api/minha-conta/dados.pdf, readable), fix
 * it (PATCH /api/minha-conta/dados), and erase the account (POST /api/minha-conta/exclusao sends
 * a confirmation link by e-mail; POST /api/minha-conta/exclusao/confirmar erases). Erasing
 * replaces personal data by a pseudonym everywhere while orders, amounts and ledgers stay.
 */

export const PERSONAL_DATA_MESSAGES = {
  nameRequired: 'Informe seu nome',
  nameTooLong: 'Nome muito longo',
  phoneInvalid: 'Telefone inválido. Use o formato (99) 9999-9999 ou (99) 99999-9999',
  cityTooLong: 'Cidade muito longa',
  uf: 'Selecione um estado',
  saved: 'Dados atualizados.',
  erasureRequested:
    'Enviamos um link de confirmação para o seu e-mail. A conta só é excluída depois que você confirmar.',
  erasureLinkInvalid: 'Link de exclusão inválido ou expirado. Peça um novo em Meus dados.',
  erasureBlockedByTickets:
    'Você tem ingressos pagos para eventos que ainda vão acontecer. Cancele-os antes de excluir a conta.',
  erased: 'Sua conta foi excluída e seus dados pessoais foram anonimizados.',
  operatorCannotErase: 'Contas de operador não podem ser excluídas por aqui.',
  soleOwnerCannotErase:
    'Você é o único dono de uma organização. Passe a propriedade a outro membro antes de excluir a conta.',
  alreadyErased: 'Esta conta já foi excluída.',
  retentionRange:
    'Informe de 1 a 120 meses, ou deixe em branco para usar o prazo padrão da plataforma.',
  erasedEmailSubject: 'Mensagem removida',
  erasedEmailBody: 'O conteúdo desta mensagem foi removido a pedido do titular dos dados (LGPD).',
} as const;

const M = PERSONAL_DATA_MESSAGES;

/** The fields a person can fix themselves (PATCH /api/minha-conta/dados); e-mail is their login. */
export const personalDataUpdateSchema = z
  .object({
    nome: z
      .string({ error: M.nameRequired })
      .trim()
      .min(2, { error: M.nameRequired })
      .max(200, { error: M.nameTooLong }),
    telefone: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\(\d{2}\) \d{4,5}-\d{4}$/.test(value), {
        error: M.phoneInvalid,
      })
      .default(''),
    cpf: optionalCpf.default(''),
    cidade: z.string().trim().max(100, { error: M.cityTooLong }).default(''),
    uf: z
      .string()
      .trim()
      .refine((value) => value === '' || UFS.includes(value), {
        error: M.uf,
      })
      .default(''),
  })
  .meta({ id: 'MeusDadosAtualizacao' });
export type PersonalDataUpdate = z.input<typeof personalDataUpdateSchema>;

/** The account part of the person's data: also what PATCH answers. */
export const accountDataSchema = z
  .object({
    nome: z.string(),
    email: z.string(),
    telefone: z.string(),
    cpf: z.string(),
    cidade: z.string(),
    uf: z.string(),
    papel: z.string(),
    criada_em: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'MinhaConta' });
export type AccountData = z.infer<typeof accountDataSchema>;

const answerSchema = z.object({
  pergunta: z.string(),
  versao: z.number().int(),
  resposta: z.string(),
  respondida_em: z.iso.datetime({ offset: true }),
});

/**
 * Everything we hold about the signed-in person (GET /api/minha-conta/dados): their account,
 * the orders they bought, the tickets they hold or bought for others (with each participant's
 * form, answers and consents), the e-mails we sent them and their sessions.
 */
export const personalDataSchema = z
  .object({
    gerado_em: z.iso.datetime({ offset: true }),
    conta: accountDataSchema,
    pedidos: z.array(
      z.object({
        id: z.string(),
        evento: z.string(),
        status: z.string(),
        total_centavos: z.number().int(),
        metodo_pagamento: z.string().nullable(),
        criado_em: z.iso.datetime({ offset: true }),
        dados_pagador: z.record(z.string(), z.string()),
      }),
    ),
    ingressos: z.array(
      z.object({
        id: z.string(),
        evento: z.string(),
        data_evento: z.iso.datetime({ offset: true }),
        tipo: z.string(),
        status: z.string(),
        participante: z.record(z.string(), z.string()),
        respostas: z.array(answerSchema),
        consentimentos: z.array(answerSchema),
        check_in_em: z.iso.datetime({ offset: true }).nullable(),
      }),
    ),
    emails: z.array(
      z.object({
        assunto: z.string(),
        status: z.string(),
        criado_em: z.iso.datetime({ offset: true }),
        enviado_em: z.iso.datetime({ offset: true }).nullable(),
      }),
    ),
    sessoes: z.array(
      z.object({
        criada_em: z.iso.datetime({ offset: true }),
        expira_em: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .meta({ id: 'MeusDados' });
export type PersonalData = z.infer<typeof personalDataSchema>;

/** POST /api/minha-conta/exclusao/confirmar: the token from the e-mailed link. */
export const erasureConfirmSchema = z
  .object({ token: z.string().min(1, { error: M.erasureLinkInvalid }) })
  .meta({ id: 'ConfirmarExclusao' });

/** 409 of POST /api/minha-conta/exclusao when paid tickets for future events stand in the way. */
export const erasureBlockedSchema = z.object({
  message: z.string(),
  ingressos: z.array(z.object({ id: z.string(), evento: z.string(), data_evento: z.string() })),
});

/** The pseudonym an erased person's rows keep: stable per account, never reversible. */
export function erasedName(pseudonym: string): string {
  return `Titular removido ${pseudonym}`;
}
export function erasedEmail(pseudonym: string): string {
  return `removido-${pseudonym}@anonimo.invalid`;
}

/** The platform's default retention after an event, in months (the organizer may change it). */
export const DEFAULT_RETENTION_MONTHS = 24;
export const RETENTION_LIMITS = { min: 1, max: 120 } as const;

/**
 * PUT /api/organizador/eventos/:id/retencao: months after the event its participants' personal
 * data is kept; null: the platform's default.
 */
export const retentionSettingsSchema = z
  .object({
    meses: z
      .number({ error: M.retentionRange })
      .int({ error: M.retentionRange })
      .min(RETENTION_LIMITS.min, { error: M.retentionRange })
      .max(RETENTION_LIMITS.max, { error: M.retentionRange })
      .nullable(),
  })
  .meta({ id: 'RetencaoDeDados' });
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** An event's retention as the organizer sees it (the PUT's answer and the event report's). */
export const retentionViewSchema = z
  .object({
    /** The months in force: the event's own, else the platform's default. */
    retencao_meses: z.number().int(),
    /** True when the event follows the platform's default. */
    retencao_padrao: z.boolean(),
    /** When the retention job anonymised the participants' data; null until then. */
    dados_anonimizados_em: z.iso.datetime({ offset: true }).nullable(),
    /** The event's end plus the months: from then on the daily job anonymises it. */
    anonimizacao_prevista_em: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'RetencaoDoEvento' });
export type RetentionView = z.infer<typeof retentionViewSchema>;

/**
 * `endsAt` plus `months` calendar months in UTC, the day clamped to the target month's last day
 * — as PostgreSQL's `timestamptz + interval 'n months'`, which the retention job compares with.
 */
export function retentionEndsAt(endsAt: Date, months: number): Date {
  const target = new Date(endsAt.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** What the report and the PUT show for an event's retention columns. */
export function retentionView(
  event: { endsAt: Date; retentionMonths: number | null; personalDataErasedAt: Date | null },
  defaultMonths: number,
): RetentionView {
  const months = event.retentionMonths ?? defaultMonths;
  return {
    retencao_meses: months,
    retencao_padrao: event.retentionMonths === null,
    dados_anonimizados_em: event.personalDataErasedAt?.toISOString() ?? null,
    anonimizacao_prevista_em: retentionEndsAt(event.endsAt, months).toISOString(),
  };
}
