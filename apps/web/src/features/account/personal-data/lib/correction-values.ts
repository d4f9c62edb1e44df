import { maskCpf, maskPhone, onlyDigits } from '@bilheteria/domain/input-masks';
import {
  personalDataUpdateSchema,
  type AccountData,
} from '@bilheteria/domain/personal-data-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The 'Corrigir meus dados' form's values, as shown: phone and CPF with their masks. */
export interface CorrectionValues {
  nome: string;
  telefone: string;
  cpf: string;
  cidade: string;
  uf: string;
}
export type CorrectionField = keyof CorrectionValues;
export const CORRECTION_FIELDS: readonly CorrectionField[] = [
  'nome',
  'telefone',
  'cpf',
  'cidade',
  'uf',
];

/** What PATCH /api/minha-conta/dados gets: the schema's output (CPF in digits). */
export type Correction = z.output<typeof personalDataUpdateSchema>;

export const correctionValuesOf = (account: AccountData): CorrectionValues => ({
  nome: account.nome,
  telefone: maskPhone(account.telefone),
  cpf: maskCpf(account.cpf),
  cidade: account.cidade,
  uf: account.uf,
});

const schemaResolver = zodResolver(personalDataUpdateSchema) as unknown as Resolver<
  CorrectionValues,
  unknown,
  Correction
>;

/**
 * The shared schema judges the values, the CPF without its mask: the server keeps digits only,
 * and the schema refuses anything else.
 */
export const correctionResolver: Resolver<CorrectionValues, unknown, Correction> = (
  values,
  context,
  options,
) => schemaResolver({ ...values, cpf: onlyDigits(values.cpf) }, context, options);

/** The form's field for a path of the API's 400 ('cpf', ['cpf']); null when it has none. */
export function correctionField(path: string): CorrectionField | null {
  const name = path.split(/[./]/)[0]?.toLowerCase();
  return CORRECTION_FIELDS.find((field) => field === name) ?? null;
}
