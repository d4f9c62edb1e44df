import { describe, expect, it } from 'vitest';
import {
  EMPTY_PARTICIPANT,
  clearParticipantDraft,
  clearParticipants,
  participantFormStart,
  readCompradorIds,
  readParticipantDraft,
  readSavedParticipant,
  saveParticipant,
  saveParticipantDraft,
  type ParticipantFormValues,
} from './participants';

const ana: ParticipantFormValues = {
  nome: 'Ana',
  sobrenome: 'Souza',
  email: 'ana@empresa.com.br',
  telefone_comercial: '(11) 3000-1234',
  telefone_celular: '(11) 98765-4321',
  empresa: 'Acme',
  cargo: 'Gerente',
  departamento: 'Financeiro',
  segmento: 'Seguros',
  numero_funcionarios: 'ATÉ 49',
  nivel_responsabilidade: 'Decide Compra',
  uf: 'SP',
  cidade: 'São Paulo',
  cpf: '',
  termo_responsabilidade: true,
};
const bruno = { ...ana, nome: 'Bruno' };

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;

describe('checkout participants storage', () => {
  it('keeps participantData and compradorId as lists by position (spec §3 keys)', () => {
    saveParticipant(2, bruno, 'c-2');
    expect(stored('participantData')).toEqual([null, bruno]);
    expect(stored('compradorId')).toEqual([null, 'c-2']);
    saveParticipant(1, ana, 'c-1');
    expect(stored('participantData')).toEqual([ana, bruno]);
    expect(readCompradorIds()).toEqual(['c-1', 'c-2']);
    expect(readSavedParticipant(1)).toEqual(ana);
    expect(readSavedParticipant(3)).toBeNull();
  });

  it('updates a position saved again', () => {
    saveParticipant(1, ana, 'c-1');
    saveParticipant(1, { ...ana, sobrenome: 'Lima' }, 'c-1');
    expect(stored('participantData')).toEqual([{ ...ana, sobrenome: 'Lima' }]);
    expect(stored('compradorId')).toEqual(['c-1']);
  });

  it('keeps a draft per position until that position is saved', () => {
    saveParticipantDraft(1, { ...EMPTY_PARTICIPANT, nome: 'An' });
    saveParticipantDraft(2, { ...EMPTY_PARTICIPANT, nome: 'Br' });
    expect(readParticipantDraft(1)).toEqual({ ...EMPTY_PARTICIPANT, nome: 'An' });
    saveParticipant(1, ana, 'c-1');
    expect(readParticipantDraft(1)).toBeNull();
    expect(readParticipantDraft(2)).toEqual({ ...EMPTY_PARTICIPANT, nome: 'Br' });
    clearParticipantDraft(2);
    expect(window.localStorage.getItem('participantDraft')).toBeNull();
  });

  it('starts a form from its draft, else what was saved, else empty', () => {
    expect(participantFormStart(1)).toEqual(EMPTY_PARTICIPANT);
    saveParticipant(1, ana, 'c-1');
    expect(participantFormStart(1)).toEqual(ana);
    saveParticipantDraft(1, { ...ana, cidade: 'Campinas' });
    expect(participantFormStart(1)).toEqual({ ...ana, cidade: 'Campinas' });
  });

  it('reads fields of the wrong type as empty and ignores what is not a participant', () => {
    window.localStorage.setItem(
      'participantData',
      JSON.stringify([
        { nome: 'Ana', cpf: 123, termo_responsabilidade: 'sim', extra: 'x' },
        'oops',
      ]),
    );
    expect(readSavedParticipant(1)).toEqual({ ...EMPTY_PARTICIPANT, nome: 'Ana' });
    expect(readSavedParticipant(2)).toBeNull();
    window.localStorage.setItem('compradorId', JSON.stringify(['c-1', 7, '']));
    expect(readCompradorIds()).toEqual(['c-1', null, null]);
    window.localStorage.setItem('participantData', '{oops');
    expect(readSavedParticipant(1)).toBeNull();
  });

  it('forgets every participant at once', () => {
    saveParticipant(1, ana, 'c-1');
    saveParticipantDraft(2, bruno);
    clearParticipants();
    expect(window.localStorage.length).toBe(0);
  });
});
