import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import {
  CARGOS,
  DEPARTAMENTOS,
  NIVEIS_RESPONSABILIDADE,
  NUMERO_FUNCIONARIOS,
  SEGMENTOS,
  UFS,
} from './enumerations';
import { answersRequestSchema, type AnswersRequest } from './registration-questions';

/**
 * One participant per ticket (spec §3 "Participant", §5 rules). The same rules validate the
 * checkout form in the browser (field names of §3) and POST /api/comprador on the server (field
 * names of §7): both schemas below are built from one set of fields. Texts quoted from the spec
 * are exact; the others are ours, in the same voice.
 */
export const PARTICIPANT_MESSAGES = {
  required: 'Campo obrigatório',
  nomeTooShort: 'Nome deve ter pelo menos 2 caracteres',
  sobrenomeTooShort: 'Sobrenome deve ter pelo menos 2 caracteres',
  emailRequired: 'E-mail é obrigatório',
  emailInvalid: 'E-mail inválido',
  telefoneComercial: 'Telefone inválido. Use o formato (99) 9999-9999 ou (99) 99999-9999',
  telefoneCelular: 'Celular inválido. Use o formato (99) 99999-9999',
  empresaTooShort: 'Empresa deve ter pelo menos 2 caracteres',
  cargo: 'Selecione um cargo',
  departamento: 'Selecione um departamento',
  segmento: 'Selecione um segmento',
  numeroFuncionarios: 'Selecione o número de funcionários',
  nivelResponsabilidade: 'Selecione o nível de responsabilidade',
  uf: 'Selecione um estado',
  cidadeTooShort: 'Cidade deve ter pelo menos 2 caracteres',
  termsRequired: 'Você precisa aceitar os termos de responsabilidade',
  cpfDigitsOnly: 'Apenas números são permitidos',
  cpfInvalid: 'CPF inválido',
  tooLong: 'Texto muito longo',
} as const;

const M = PARTICIPANT_MESSAGES;

/** Input limits of the form (spec §5: phone 15, CPF 11). */
export const PARTICIPANT_LIMITS = {
  name: 100,
  email: 254,
  phone: 15,
  empresa: 150,
  cidade: 100,
  cpf: 11,
} as const;

const LANDLINE_OR_MOBILE = /^\(\d{2}\) \d{4,5}-\d{4}$/;
const MOBILE = /^\(\d{2}\) \d{5}-\d{4}$/;

const text = (tooShort: string, max: number) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required, abort: true })
    .min(2, { error: tooShort })
    .max(max, { error: M.tooLong });

const choice = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) => z.enum(values, { error: message });

/**
 * An empty CPF means "not given"; a given one must be 11 digits passing the check digits
 * (@brazilian-utils, which also refuses repeated digits such as 111.111.111-11).
 */
export const optionalCpf = z
  .string()
  .trim()
  .refine((value) => /^\d*$/.test(value), { error: M.cpfDigitsOnly, abort: true })
  .refine((value) => value === '' || isValidCpf(value), { error: M.cpfInvalid });

const fields = {
  nome: text(M.nomeTooShort, PARTICIPANT_LIMITS.name),
  sobrenome: text(M.sobrenomeTooShort, PARTICIPANT_LIMITS.name),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, { error: M.emailRequired, abort: true })
    .max(PARTICIPANT_LIMITS.email, { error: M.emailInvalid })
    .pipe(z.email({ error: M.emailInvalid })),
  telefone_comercial: z
    .string({ error: M.telefoneComercial })
    .trim()
    .regex(LANDLINE_OR_MOBILE, { error: M.telefoneComercial }),
  telefone_celular: z
    .string({ error: M.telefoneCelular })
    .trim()
    .regex(MOBILE, { error: M.telefoneCelular }),
  empresa: text(M.empresaTooShort, PARTICIPANT_LIMITS.empresa),
  cargo: choice(CARGOS as unknown as [string, ...string[]], M.cargo),
  departamento: choice(DEPARTAMENTOS, M.departamento),
  segmento: choice(SEGMENTOS, M.segmento),
  numero_funcionarios: choice(NUMERO_FUNCIONARIOS, M.numeroFuncionarios),
  nivel_responsabilidade: choice(NIVEIS_RESPONSABILIDADE, M.nivelResponsabilidade),
  uf: choice(UFS as unknown as [string, ...string[]], M.uf),
  cidade: text(M.cidadeTooShort, PARTICIPANT_LIMITS.cidade),
  cpf: optionalCpf.default(''),
  termo_responsabilidade: z.literal(true, { error: M.termsRequired }),
};

/** The checkout's participant form (spec §3 field names). */
export const participantSchema = z.object(fields).meta({ id: 'Participante' });
export type ParticipantInput = z.input<typeof participantSchema>;

/**
 * A participant form's values (spec §3 field names): every field as text ('' = not chosen yet,
 * which the schema refuses with its own message) and the terms box as a boolean. The checkout's
 * forms and 'Trocar participante' start from `EMPTY_PARTICIPANT`.
 */
export type ParticipantFormValues = {
  [Field in keyof ParticipantInput]-?: NonNullable<ParticipantInput[Field]> extends boolean
    ? boolean
    : string;
};

export const EMPTY_PARTICIPANT: ParticipantFormValues = {
  nome: '',
  sobrenome: '',
  email: '',
  telefone_comercial: '',
  telefone_celular: '',
  empresa: '',
  cargo: '',
  departamento: '',
  segmento: '',
  numero_funcionarios: '',
  nivel_responsabilidade: '',
  uf: '',
  cidade: '',
  cpf: '',
  termo_responsabilidade: false,
};
export type Participant = z.output<typeof participantSchema>;

const PARTICIPANT_ORDER_MESSAGE = 'Informe o pedido e a posição do participante.';

/** POST /api/comprador (spec §7 field names). `id_pedido`/`posicao` tie it to an order. */
export const compradorRequestSchema = z
  .object({
    Nome: fields.nome,
    Sobrenome: fields.sobrenome,
    Email: fields.email,
    Telefone_Comercial: fields.telefone_comercial,
    Telefone_Celular: fields.telefone_celular,
    Empresa: fields.empresa,
    Cargo: fields.cargo,
    Departamento: fields.departamento,
    Segmento: fields.segmento,
    Numero_Funcionarios: fields.numero_funcionarios,
    Nivel_Responsabilidade: fields.nivel_responsabilidade,
    UF: fields.uf,
    Cidade: fields.cidade,
    CPF: fields.cpf,
    Termo_de_responsabilidade: fields.termo_responsabilidade,
    /**
     * Answers to the event's own questions (issue 30; GET /api/eventos/:id/perguntas), checked
     * against the questions of this ticket's type. Absent: none given.
     */
    respostas: answersRequestSchema,
    /**
     * The order this participant's ticket belongs to, and which ticket (1 to 5). Required: a
     * participant exists only for a ticket of an order its buyer is filling in.
     */
    id_pedido: z.uuid({ error: PARTICIPANT_ORDER_MESSAGE }),
    posicao: z
      .number({ error: PARTICIPANT_ORDER_MESSAGE })
      .int({ error: PARTICIPANT_ORDER_MESSAGE })
      .min(1, { error: PARTICIPANT_ORDER_MESSAGE })
      .max(5, { error: PARTICIPANT_ORDER_MESSAGE }),
  })
  .meta({ id: 'Comprador' });
export type CompradorRequest = z.input<typeof compradorRequestSchema>;

export const compradorResponseSchema = z.object({ id: z.string() }).meta({ id: 'CompradorCriado' });

/** The form's values as POST /api/comprador names them. */
export function toCompradorRequest(
  participant: Participant,
  order: { orderId: string; position: number },
  respostas: AnswersRequest = [],
): CompradorRequest {
  return {
    Nome: participant.nome,
    Sobrenome: participant.sobrenome,
    Email: participant.email,
    Telefone_Comercial: participant.telefone_comercial,
    Telefone_Celular: participant.telefone_celular,
    Empresa: participant.empresa,
    Cargo: participant.cargo,
    Departamento: participant.departamento,
    Segmento: participant.segmento,
    Numero_Funcionarios: participant.numero_funcionarios,
    Nivel_Responsabilidade: participant.nivel_responsabilidade,
    UF: participant.uf,
    Cidade: participant.cidade,
    CPF: participant.cpf,
    Termo_de_responsabilidade: participant.termo_responsabilidade,
    respostas,
    id_pedido: order.orderId,
    posicao: order.position,
  };
}
