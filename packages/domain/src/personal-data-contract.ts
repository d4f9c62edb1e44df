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
      .refine((value) => value === '' || (UFS as readonly string[]).includes(value), {
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
