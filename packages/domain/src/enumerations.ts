import { getStates } from '@brazilian-utils/brazilian-utils/get-states';

/**
 * The participant form's choices (spec §3 "Enumerations"). numero_funcionarios and
 * nivel_responsabilidade are the spec's own lists, letter for letter; the spec only counts the
 * others (25 job titles in three groups plus student and intern, 18 departments, 31 segments
 * ending with Outros, the 27 states), so these lists are ours. The stored value is the label.
 */

export interface OptionGroup<Value extends string = string> {
  label: string;
  options: readonly Value[];
}

export const CARGO_GROUPS = [
  {
    label: 'Corporativo',
    options: [
      'Presidente / CEO',
      'Vice-presidente',
      'Sócio(a) / Proprietário(a)',
      'Conselheiro(a)',
      'Diretor(a) Executivo(a)',
      'Diretor(a) Financeiro(a) / CFO',
      'Diretor(a) de Operações / COO',
      'Superintendente',
    ],
  },
  {
    label: 'Áreas de negócio',
    options: [
      'Diretor(a) de Área',
      'Gerente',
      'Coordenador(a)',
      'Supervisor(a)',
      'Consultor(a)',
      'Analista',
      'Assistente',
      'Advogado(a)',
      'Comprador(a)',
    ],
  },
  {
    label: 'Tecnologia',
    options: [
      'CIO / CTO',
      'Diretor(a) de TI',
      'Gerente de TI',
      'Coordenador(a) de TI',
      'Arquiteto(a) de Soluções',
      'Analista de Sistemas',
      'Desenvolvedor(a)',
      'Cientista de Dados',
    ],
  },
  { label: 'Formação', options: ['Estudante', 'Estagiário'] },
] as const satisfies readonly OptionGroup[];

export const CARGOS = CARGO_GROUPS.flatMap((group) => group.options);
export type Cargo = (typeof CARGO_GROUPS)[number]['options'][number];

export const DEPARTAMENTOS = [
  'Administrativo',
  'Atendimento ao Cliente',
  'Auditoria / Compliance',
  'Comercial / Vendas',
  'Compras / Suprimentos',
  'Comunicação',
  'Contabilidade',
  'Diretoria / Presidência',
  'Engenharia',
  'Financeiro',
  'Jurídico',
  'Logística',
  'Marketing',
  'Operações / Produção',
  'Pesquisa e Desenvolvimento',
  'Qualidade',
  'Recursos Humanos',
  'Tecnologia da Informação',
] as const;
export type Departamento = (typeof DEPARTAMENTOS)[number];

export const SEGMENTOS = [
  'Agronegócio',
  'Alimentos e Bebidas',
  'Automotivo',
  'Bancos e Serviços Financeiros',
  'Comércio Atacadista',
  'Comércio Varejista',
  'Construção Civil',
  'Consultoria',
  'Educação',
  'Energia',
  'Farmacêutico',
  'Governo Federal',
  'Governo Estadual',
  'Governo Municipal',
  'Hotelaria e Turismo',
  'Imobiliário',
  'Indústria',
  'Jurídico',
  'Logística e Transporte',
  'Mídia e Comunicação',
  'Mineração',
  'Óleo e Gás',
  'Química e Petroquímica',
  'Saúde',
  'Seguros',
  'Serviços',
  'Tecnologia da Informação',
  'Telecomunicações',
  'Terceiro Setor / ONG',
  'Têxtil e Vestuário',
  'Outros',
] as const;
export type Segmento = (typeof SEGMENTOS)[number];

export const NUMERO_FUNCIONARIOS = [
  'ATÉ 49',
  'DE 50 A 99',
  'DE 100 A 499',
  'DE 500 A 4999',
  'ACIMA DE 5000',
] as const;
export type NumeroFuncionarios = (typeof NUMERO_FUNCIONARIOS)[number];

export const NIVEIS_RESPONSABILIDADE = [
  'Especifica Produtos e Tecnologias',
  'Seleciona Fornecedores',
  'Decide Compra',
  'Usuário de Tecnologia',
] as const;
export type NivelResponsabilidade = (typeof NIVEIS_RESPONSABILIDADE)[number];

/** The 27 federative units, by code, with their names for the select's labels. */
export const ESTADOS: readonly { code: string; name: string }[] = getStates()
  .map(({ code, name }) => ({ code, name }))
  .sort((a, b) => a.code.localeCompare(b.code));
export const UFS: readonly string[] = ESTADOS.map((estado) => estado.code);
