import type { CompradorRequest } from '@bilheteria/domain/participant';
import type { ApiFieldError } from '@/lib/api-send';
import type { ParticipantFormValues } from './lib/participants';

/** POST /api/comprador's field names (spec §7) → the form's (spec §3); null: not a form field. */
const FORM_FIELD_OF = {
  Nome: 'nome',
  Sobrenome: 'sobrenome',
  Email: 'email',
  Telefone_Comercial: 'telefone_comercial',
  Telefone_Celular: 'telefone_celular',
  Empresa: 'empresa',
  Cargo: 'cargo',
  Departamento: 'departamento',
  Segmento: 'segmento',
  Numero_Funcionarios: 'numero_funcionarios',
  Nivel_Responsabilidade: 'nivel_responsabilidade',
  UF: 'uf',
  Cidade: 'cidade',
  CPF: 'cpf',
  Termo_de_responsabilidade: 'termo_responsabilidade',
  respostas: null,
  id_pedido: null,
  posicao: null,
} as const satisfies Record<keyof CompradorRequest, keyof ParticipantFormValues | null>;

export interface FormFieldError {
  field: keyof ParticipantFormValues;
  message: string;
}

/** A 400's errors placed under the form's fields (the first message of each field). */
export function formFieldErrors(errors: readonly ApiFieldError[]): FormFieldError[] {
  const byField = new Map<keyof ParticipantFormValues, string>();
  for (const { path, message } of errors) {
    const field = Object.hasOwn(FORM_FIELD_OF, path)
      ? FORM_FIELD_OF[path as keyof typeof FORM_FIELD_OF]
      : null;
    if (field && !byField.has(field)) byField.set(field, message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
