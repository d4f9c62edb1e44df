import type { PixKeyType } from '@bilheteria/domain/affiliate-contract';
import {
  createOrganizationSchema,
  type CreateOrganization,
  type CreateOrganizationRequest,
} from '@bilheteria/domain/organization-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The form's own values: every field a string, the PIX key's kind '' until one is chosen. */
export interface SignUpValues {
  nome: string;
  documento: string;
  nome_publico: string;
  email_contato: string;
  telefone: string;
  chave_pix_tipo: PixKeyType | '';
  chave_pix: string;
}

export type SignUpField = keyof SignUpValues;
export const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'nome',
  'documento',
  'nome_publico',
  'email_contato',
  'telefone',
  'chave_pix_tipo',
  'chave_pix',
];

export function emptySignUp(user: { name: string; email: string } | null): SignUpValues {
  return {
    nome: user?.name ?? '',
    documento: '',
    nome_publico: '',
    email_contato: user?.email ?? '',
    telefone: '',
    chave_pix_tipo: '',
    chave_pix: '',
  };
}

/** What POST /api/organizacoes takes: the optional PIX key left out when none was typed. */
export function toRequest(values: SignUpValues): CreateOrganizationRequest {
  const key = values.chave_pix.trim();
  return {
    nome: values.nome,
    documento: values.documento,
    nome_publico: values.nome_publico,
    email_contato: values.email_contato,
    telefone: values.telefone,
    chave_pix_tipo: key === '' ? null : values.chave_pix_tipo || null,
    chave_pix: key === '' ? null : key,
  };
}

const schemaResolver = zodResolver(createOrganizationSchema);

/** The shared schema judges the request the form would send (the server checks the same). */
export const signUpResolver: Resolver<SignUpValues, unknown, CreateOrganization> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    toRequest(values),
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
