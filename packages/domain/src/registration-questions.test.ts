import { describe, expect, it } from 'vitest';
import {
  answersRecord,
  answersSchemaFor,
  answerText,
  parseAnswerDate,
  parseAnswerNumber,
  QUESTION_MESSAGES as M,
  questionInputSchema,
  saveQuestionsRequestSchema,
  type QuestionView,
} from './registration-questions';

const PISTA = '3f1b7a52-8a4e-4c1e-9d3a-6c2f0e1b2a01';
const VIP = '3f1b7a52-8a4e-4c1e-9d3a-6c2f0e1b2a02';
let next = 0;
const id = () => `a0000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;

function question(overrides: Partial<QuestionView>): QuestionView {
  return {
    id: id(),
    versao: 1,
    tipo: 'texto',
    titulo: 'Pergunta',
    ajuda: '',
    obrigatoria: false,
    opcoes: [],
    tipos_ingresso: null,
    ...overrides,
  };
}

const texto = question({ tipo: 'texto', titulo: 'Documento', obrigatoria: true });
const longo = question({ tipo: 'texto_longo', titulo: 'Observações' });
const numero = question({ tipo: 'numero', titulo: 'Idade' });
const data = question({ tipo: 'data', titulo: 'Chegada' });
const unica = question({ tipo: 'escolha_unica', titulo: 'Camiseta', opcoes: ['P', 'M', 'G'] });
const varias = question({
  tipo: 'multipla_escolha',
  titulo: 'Dieta',
  opcoes: ['Vegana', 'Sem glúten', 'Sem lactose'],
});
const simNao = question({ tipo: 'sim_nao', titulo: 'Precisa de acessibilidade?' });
const consentimento = question({
  tipo: 'consentimento',
  titulo: 'Aceito compartilhar meus dados com os patrocinadores',
  obrigatoria: true,
});
const soVip = question({ tipo: 'texto', titulo: 'Mesa', obrigatoria: true, tipos_ingresso: [VIP] });
const ALL = [texto, longo, numero, data, unica, varias, simNao, consentimento, soVip];

const parse = (answers: Record<string, unknown>, ticketTypeId = PISTA) =>
  answersSchemaFor(ALL, ticketTypeId).safeParse(answers);

const errorsOf = (answers: Record<string, unknown>, ticketTypeId = PISTA) => {
  const result = parse(answers, ticketTypeId);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const VALID = {
  [texto.id]: '  RG 12.345.678-9 ',
  [longo.id]: 'Chego tarde',
  [numero.id]: '1.234,5',
  [data.id]: '31/12/2026',
  [unica.id]: 'M',
  [varias.id]: ['Sem lactose', 'Vegana'],
  [simNao.id]: 'nao',
  [consentimento.id]: true,
};

describe('answers to an event’s questions', () => {
  it('accepts each kind and normalises the values', () => {
    const result = parse(VALID);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      [texto.id]: 'RG 12.345.678-9',
      [longo.id]: 'Chego tarde',
      [numero.id]: 1234.5,
      [data.id]: '2026-12-31',
      [unica.id]: 'M',
      // In the question's order, whatever order they were ticked in.
      [varias.id]: ['Vegana', 'Sem lactose'],
      [simNao.id]: false,
      [consentimento.id]: true,
    });
  });

  it('leaves out blank optional answers and flags every wrong one in one pass', () => {
    expect(parse({ [texto.id]: 'x', [consentimento.id]: 'sim', [longo.id]: '  ' }).data).toEqual({
      [texto.id]: 'x',
      [consentimento.id]: true,
    });
    expect(
      errorsOf({
        [longo.id]: 'x'.repeat(2001),
        [numero.id]: 'doze',
        [data.id]: '31/02/2026',
        [unica.id]: 'GG',
        [varias.id]: ['Carnívora'],
        [simNao.id]: 'talvez',
        [consentimento.id]: false,
      }),
    ).toEqual({
      [texto.id]: M.required,
      [longo.id]: M.tooLong,
      [numero.id]: M.number,
      [data.id]: M.date,
      [unica.id]: M.option,
      [varias.id]: M.options,
      [simNao.id]: M.yesNo,
      [consentimento.id]: M.consentRequired,
    });
  });

  it('asks a question only of its ticket types', () => {
    expect(errorsOf({ ...VALID, [soVip.id]: 'Mesa 3' })).toEqual({
      [soVip.id]: M.notForTicketType,
    });
    expect(errorsOf(VALID, VIP)).toEqual({ [soVip.id]: M.required });
    expect(parse({ ...VALID, [soVip.id]: 'Mesa 3' }, VIP).success).toBe(true);
  });

  it('refuses a question that is not the event’s, and one answered twice', () => {
    const foreign = id();
    expect(errorsOf({ ...VALID, [foreign]: 'x' })).toEqual({ [foreign]: M.unknownQuestion });
    const { record, duplicated } = answersRecord([
      { pergunta_id: texto.id, valor: 'a' },
      { pergunta_id: texto.id, valor: 'b' },
      { pergunta_id: numero.id, valor: 3 },
    ]);
    expect(record).toEqual({ [texto.id]: 'b', [numero.id]: 3 });
    expect(duplicated).toEqual([texto.id]);
  });

  it('reads pt-BR numbers and dates', () => {
    expect(parseAnswerNumber('12')).toBe(12);
    expect(parseAnswerNumber('12,5')).toBe(12.5);
    expect(parseAnswerNumber('-3')).toBe(-3);
    expect(parseAnswerNumber('1.234')).toBe(1234);
    expect(parseAnswerNumber('2.5')).toBe(2.5);
    expect(parseAnswerNumber(7)).toBe(7);
    expect(parseAnswerNumber('1,2,3')).toBeUndefined();
    expect(parseAnswerNumber(Number.NaN)).toBeUndefined();
    expect(parseAnswerDate('2026-02-28')).toBe('2026-02-28');
    expect(parseAnswerDate('29/02/2028')).toBe('2028-02-29');
    expect(parseAnswerDate('29/02/2026')).toBeUndefined();
    expect(parseAnswerDate('2026-13-01')).toBeUndefined();
  });

  it('writes answers as exports show them', () => {
    expect(answerText(true)).toBe('Sim');
    expect(answerText(false)).toBe('Não');
    expect(answerText(12.5)).toBe('12,5');
    expect(answerText('2026-12-31')).toBe('31/12/2026');
    expect(answerText(['Vegana', 'Sem glúten'])).toBe('Vegana; Sem glúten');
    expect(answerText(undefined)).toBe('');
  });
});

describe('the organizer’s questions', () => {
  it('needs a title, options for choices and drops options of other kinds', () => {
    const choice = questionInputSchema.safeParse({ tipo: 'escolha_unica', titulo: ' ' });
    expect(
      choice.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toContainEqual(['titulo', M.titleRequired]);
    const fewOptions = questionInputSchema.safeParse({
      tipo: 'multipla_escolha',
      titulo: 'Dieta',
      opcoes: ['Vegana'],
    });
    expect(fewOptions.error?.issues[0]?.message).toBe(M.optionsRequired);
    const repeated = questionInputSchema.safeParse({
      tipo: 'escolha_unica',
      titulo: 'Tamanho',
      opcoes: ['P', 'p'],
    });
    expect(repeated.error?.issues[0]?.message).toBe(M.optionsDuplicated);
    expect(
      questionInputSchema.parse({ tipo: 'texto', titulo: 'Documento', opcoes: ['x'] }),
    ).toEqual({
      tipo: 'texto',
      titulo: 'Documento',
      ajuda: '',
      obrigatoria: false,
      opcoes: [],
      tipos_ingresso: null,
    });
    const noTypes = questionInputSchema.safeParse({
      tipo: 'texto',
      titulo: 'Mesa',
      tipos_ingresso: [],
    });
    expect(noTypes.error?.issues[0]?.message).toBe(M.ticketTypes);
  });

  it('refuses the same question twice in the list', () => {
    const same = id();
    const result = saveQuestionsRequestSchema.safeParse({
      perguntas: [
        { id: same, tipo: 'texto', titulo: 'A' },
        { id: same, tipo: 'texto', titulo: 'B' },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['perguntas.1.id']);
  });
});
