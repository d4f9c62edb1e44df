import { describe, expect, it } from 'vitest';
import { maskDocument } from './document-mask';
import { organizationNav } from './organization-nav';

describe('organizationNav', () => {
  it('gives the Dono the team, the activity, the statement and the profile', () => {
    expect(organizationNav('dono').map((link) => link.label)).toEqual([
      'Equipe',
      'Atividade',
      'Financeiro',
      'Organização',
    ]);
  });

  it('gives the Financeiro the statement, not the team (issue 29)', () => {
    expect(organizationNav('financeiro')).toEqual([
      { label: 'Atividade', to: '/dashboard/atividade' },
      { label: 'Financeiro', to: '/dashboard/financeiro' },
      { label: 'Organização', to: '/dashboard/organizacao' },
    ]);
  });

  it('keeps the team from the other roles and the activity from Check-in', () => {
    expect(organizationNav('gerente').map((link) => link.label)).toEqual([
      'Atividade',
      'Organização',
    ]);
    expect(organizationNav('checkin').map((link) => link.label)).toEqual(['Organização']);
  });
});

describe('maskDocument', () => {
  it('masks a CPF up to 11 digits and a CNPJ past them', () => {
    expect(maskDocument('5299822')).toBe('529.982.2');
    expect(maskDocument('52998224725')).toBe('529.982.247-25');
    expect(maskDocument('112223330001')).toBe('11.222.333/0001');
    expect(maskDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskDocument('11.222.333/0001-81999')).toBe('11.222.333/0001-81');
  });
});
