import { describe, expect, it } from 'vitest';
import {
  compradorRequestSchema,
  PARTICIPANT_MESSAGES,
  participantSchema,
  toCompradorRequest,
  type ParticipantInput,
} from './participant';

const VALID_PARTICIPANT: ParticipantInput = {
  nome: 'Ana',
  sobrenome: 'Souza',
  email: 'ana.souza@empresa.com.br',
  telefone_comercial: '(11) 3000-1234',
  telefone_celular: '(11) 98765-4321',
  empresa: 'Empresa Exemplo',
  cargo: 'Gerente de TI',
  departamento: 'Tecnologia da Informação',
  segmento: 'Bancos e Serviços Financeiros',
  numero_funcionarios: 'DE 100 A 499',
  nivel_responsabilidade: 'Decide Compra',
  uf: 'SP',
  cidade: 'São Paulo',
  cpf: '',
  termo_responsabilidade: true,
};

function messageFor(overrides: Record<string, unknown>, field: string): string | undefined {
  const result = participantSchema.safeParse({ ...VALID_PARTICIPANT, ...overrides });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('participantSchema', () => {
  it('accepts a complete participant, with or without a CPF', () => {
    expect(participantSchema.safeParse(VALID_PARTICIPANT).success).toBe(true);
    expect(participantSchema.safeParse({ ...VALID_PARTICIPANT, cpf: '52998224725' }).success).toBe(
      true,
    );
    const { cpf: _omitted, ...withoutCpf } = VALID_PARTICIPANT;
    expect(participantSchema.parse(withoutCpf).cpf).toBe('');
  });

  it('needs at least 2 characters in names, company and city', () => {
    expect(messageFor({ nome: 'A' }, 'nome')).toBe('Nome deve ter pelo menos 2 caracteres');
    expect(messageFor({ sobrenome: ' B ' }, 'sobrenome')).toBe(
      'Sobrenome deve ter pelo menos 2 caracteres',
    );
    expect(messageFor({ empresa: 'X' }, 'empresa')).toBe(PARTICIPANT_MESSAGES.empresaTooShort);
    expect(messageFor({ cidade: '' }, 'cidade')).toBe(PARTICIPANT_MESSAGES.required);
  });

  it('requires a valid e-mail', () => {
    expect(messageFor({ email: '' }, 'email')).toBe('E-mail é obrigatório');
    expect(messageFor({ email: 'ana.empresa.com' }, 'email')).toBe('E-mail inválido');
    expect(messageFor({ email: 'ana@' }, 'email')).toBe('E-mail inválido');
  });

  it('takes a landline or a mobile as business phone and only a mobile as cell phone', () => {
    expect(messageFor({ telefone_comercial: '(11) 98765-4321' }, 'telefone_comercial')).toBe(
      undefined,
    );
    expect(messageFor({ telefone_comercial: '11 3000-1234' }, 'telefone_comercial')).toBe(
      PARTICIPANT_MESSAGES.telefoneComercial,
    );
    expect(messageFor({ telefone_comercial: '(11) 300-1234' }, 'telefone_comercial')).toBe(
      PARTICIPANT_MESSAGES.telefoneComercial,
    );
    expect(messageFor({ telefone_celular: '(11) 3000-1234' }, 'telefone_celular')).toBe(
      'Celular inválido. Use o formato (99) 99999-9999',
    );
  });

  it('requires a choice from each list', () => {
    expect(messageFor({ cargo: '' }, 'cargo')).toBe('Selecione um cargo');
    expect(messageFor({ cargo: 'Astronauta' }, 'cargo')).toBe('Selecione um cargo');
    expect(messageFor({ departamento: undefined }, 'departamento')).toBe(
      'Selecione um departamento',
    );
    expect(messageFor({ segmento: 'Nenhum' }, 'segmento')).toBe('Selecione um segmento');
    expect(messageFor({ numero_funcionarios: '10' }, 'numero_funcionarios')).toBe(
      'Selecione o número de funcionários',
    );
    expect(messageFor({ nivel_responsabilidade: '' }, 'nivel_responsabilidade')).toBe(
      'Selecione o nível de responsabilidade',
    );
    expect(messageFor({ uf: 'XX' }, 'uf')).toBe('Selecione um estado');
  });

  it('requires the terms to be accepted', () => {
    expect(messageFor({ termo_responsabilidade: false }, 'termo_responsabilidade')).toBe(
      'Você precisa aceitar os termos de responsabilidade',
    );
  });

  it('checks a given CPF: digits only, 11 of them, check digits right, not repeated', () => {
    expect(messageFor({ cpf: '529.982.247-25' }, 'cpf')).toBe('Apenas números são permitidos');
    expect(messageFor({ cpf: '5299822472' }, 'cpf')).toBe('CPF inválido');
    expect(messageFor({ cpf: '52998224724' }, 'cpf')).toBe('CPF inválido');
    expect(messageFor({ cpf: '11111111111' }, 'cpf')).toBe('CPF inválido');
    expect(messageFor({ cpf: '52998224725' }, 'cpf')).toBe(undefined);
  });
});

describe('compradorRequestSchema', () => {
  it('is the same rules under the API field names', () => {
    const body = toCompradorRequest(participantSchema.parse(VALID_PARTICIPANT), {
      orderId: '0b9f8a4e-6a55-4a3b-9d55-3c1f1b0d8f11',
      position: 2,
    });
    expect(compradorRequestSchema.safeParse(body).success).toBe(true);
    const bad = compradorRequestSchema.safeParse({ ...body, CPF: '123', Telefone_Celular: 'x' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['Telefone_Celular', 'Celular inválido. Use o formato (99) 99999-9999'],
      ['CPF', 'CPF inválido'],
    ]);
  });

  it('wants the order and the position: no participant exists outside an order', () => {
    const body = toCompradorRequest(participantSchema.parse(VALID_PARTICIPANT), {
      orderId: '0b9f8a4e-6a55-4a3b-9d55-3c1f1b0d8f11',
      position: 1,
    });
    const { id_pedido: _order, ...withoutOrder } = body;
    const { posicao: _position, ...withoutPosition } = body;
    for (const incomplete of [withoutOrder, withoutPosition]) {
      const parsed = compradorRequestSchema.safeParse(incomplete);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        'Informe o pedido e a posição do participante.',
      );
    }
  });
});
