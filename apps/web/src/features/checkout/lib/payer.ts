import {
  PARTICIPANT_LIMITS,
  PARTICIPANT_MESSAGES,
  optionalCpf,
} from '@bilheteria/domain/participant';
import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { z } from 'zod';
import type { BillingBody } from './billing-form';
import { readSavedParticipant } from './participants';

/**
 * Who pays (spec §7 `nome_cliente`, `email_cliente`, `cpf_cliente`): the same for card, PIX and
 * boleto, prefilled from the first participant saved in `participantData`. The CPF, optional
 * for a participant, is required here (spec §5 'CPF é obrigatório.').
 */
export interface PayerValues {
  nome: string;
  email: string;
  cpf: string;
}

export const EMPTY_PAYER: PayerValues = { nome: '', email: '', cpf: '' };

const M = PARTICIPANT_MESSAGES;

export const payerSchema = z.object({
  nome: z
    .string()
    .trim()
    .min(1, { error: M.required, abort: true })
    .min(2, { error: M.nomeTooShort })
    .max(120, { error: M.tooLong }),
  email: z
    .string()
    .trim()
    .min(1, { error: M.emailRequired, abort: true })
    .max(PARTICIPANT_LIMITS.email, { error: M.emailInvalid })
    .pipe(z.email({ error: M.emailInvalid })),
  cpf: z
    .string()
    .trim()
    .min(1, { error: PAYMENT_MESSAGES.cpfRequired, abort: true })
    .pipe(optionalCpf),
});

/** With what the payment bodies carry of 'Comprar como empresa' / 'Preciso de nota fiscal'. */
export type Payer = z.output<typeof payerSchema> & { billing?: BillingBody };

/**
 * Who registers for a free order (POST /api/pedidos/:id/inscricao-gratuita): name and e-mail
 * only — nothing is charged, so no CPF is asked for.
 */
export const freePayerSchema = payerSchema.pick({ nome: true, email: true });

export type FreePayer = z.output<typeof freePayerSchema>;

/** The first participant as the payer: full name, e-mail and CPF ('' when not given). */
export function payerFromParticipants(): PayerValues {
  const first = readSavedParticipant(1);
  if (!first) return EMPTY_PAYER;
  return {
    nome: [first.nome, first.sobrenome]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    email: first.email.trim(),
    cpf: first.cpf.trim(),
  };
}

/** The payer when every field is right, else null. */
export function validPayer(values: PayerValues): Payer | null {
  const result = payerSchema.safeParse(values);
  return result.success ? result.data : null;
}
