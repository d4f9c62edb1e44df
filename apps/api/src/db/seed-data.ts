import type { EventCategoryName } from '@bilheteria/domain/constants';

/**
 * Demo catalog seeded on a fresh installation. All people, companies and most venues are
 * fictional; images live in `apps/api/seed-media/{events,speakers}`.
 */

export interface DemoTicketType {
  name: string;
  description: string;
  /** Integer cents; 0 = free. */
  priceCents: number;
  quantity: number;
  /** Already sold (0 <= sold <= quantity). */
  sold: number;
  /** 1..5 */
  maxPerOrder: number;
}

export interface DemoSpeaker {
  /** Kebab-case unique key. */
  key: string;
  name: string;
  role: string;
  company: string;
  bio: string;
  /** File name inside seed-media/speakers. */
  photo: string;
}

export interface DemoAgendaItem {
  /** Day of the event (2 only for 2-day events). */
  day: 1 | 2;
  /** 'HH:MM' 24h, São Paulo local time. */
  start: string;
  end: string;
  title: string;
  /** A DemoSpeaker key; omitted for breaks, credenciamento, coffee. */
  speaker?: string;
}

export interface DemoEvent {
  slug: string;
  title: string;
  category: EventCategoryName;
  city: string;
  venue: string;
  address: string;
  /** Start day relative to the seed date (7..175). */
  daysFromNow: number;
  /** 'HH:MM' on the first day. */
  startTime: string;
  /** 'HH:MM' on the last day. */
  endTime: string;
  durationDays: 1 | 2;
  featured: boolean;
  organizer: string;
  commissionPercent: number;
  /** File name inside seed-media/events. */
  image: string;
  /** Published unless it says draft. */
  status?: 'draft' | 'published';
  descriptionHtml: string;
  /** Cheapest first. */
  tickets: DemoTicketType[];
  /** DemoSpeaker keys. */
  speakers: string[];
  agenda: DemoAgendaItem[];
  faq: { question: string; answer: string }[];
}

const IBGI = 'Instituto Brasileiro de Gestão da Informação';

export const DEMO_SPEAKERS: readonly DemoSpeaker[] = [
  {
    key: 'ana-beatriz-lima',
    name: 'Ana Beatriz Lima',
    role: 'Diretora de Automação',
    company: 'Nexa Automação',
    bio: 'Lidera há mais de dez anos programas de automação de processos em bancos e varejistas. Coordenou a implantação de mais de 300 robôs em produção.',
    photo: 'ana-beatriz-lima.svg',
  },
  {
    key: 'rafael-nogueira',
    name: 'Rafael Nogueira',
    role: 'CTO',
    company: 'Fluxo Certo Tecnologia',
    bio: 'Engenheiro de software e cofundador da Fluxo Certo, onde desenvolve agentes de IA para atendimento e backoffice. Escreve sobre arquitetura de sistemas com modelos de linguagem.',
    photo: 'rafael-nogueira.svg',
  },
  {
    key: 'juliana-okamoto',
    name: 'Juliana Okamoto',
    role: 'Head de IA Aplicada',
    company: 'Banco Horizonte',
    bio: 'Responsável pelos produtos de IA do Banco Horizonte, da análise de crédito ao atendimento digital. Mestre em ciência da computação com foco em aprendizado de máquina.',
    photo: 'juliana-okamoto.svg',
  },
  {
    key: 'carlos-eduardo-santana',
    name: 'Carlos Eduardo Santana',
    role: 'Gerente de Operações Digitais',
    company: 'Ponte Digital Seguros',
    bio: 'Conduziu a automação de ponta a ponta da regulação de sinistros na Ponte Digital Seguros. Mentor de equipes de operações em transformação digital.',
    photo: 'carlos-eduardo-santana.svg',
  },
  {
    key: 'fernanda-rocha',
    name: 'Fernanda Rocha',
    role: 'Diretora Jurídica e Encarregada de Dados (DPO)',
    company: 'Grupo Vale Verde Energia',
    bio: 'Advogada com especialização em proteção de dados, conduziu o programa de adequação à LGPD de um grupo com mais de 8 mil colaboradores.',
    photo: 'fernanda-rocha.svg',
  },
  {
    key: 'thiago-albuquerque',
    name: 'Thiago Albuquerque',
    role: 'Arquiteto de Soluções Blockchain',
    company: 'Corrente Labs',
    bio: 'Projeta redes permissionadas para registros públicos e cadeias de suprimentos. Atua com blockchain desde 2016 e é professor convidado de pós-graduação.',
    photo: 'thiago-albuquerque.svg',
  },
  {
    key: 'mariana-cavalcanti',
    name: 'Mariana Cavalcanti',
    role: 'Consultora Sênior em Gestão Documental',
    company: 'Arquivo Vivo Consultoria',
    bio: 'Arquivista e consultora de GED, já estruturou planos de classificação e tabelas de temporalidade para empresas de energia, saúde e varejo.',
    photo: 'mariana-cavalcanti.svg',
  },
  {
    key: 'pedro-henrique-matos',
    name: 'Pedro Henrique Matos',
    role: 'Coordenador de Transformação Digital',
    company: 'Companhia de Processamento de Dados do Planalto',
    bio: 'Servidor público de carreira, coordena projetos de governo digital e interoperabilidade entre órgãos estaduais.',
    photo: 'pedro-henrique-matos.svg',
  },
  {
    key: 'luana-ferreira',
    name: 'Luana Ferreira',
    role: 'Cientista de Dados Sênior',
    company: 'Atlas Varejo',
    bio: 'Constrói modelos de previsão de demanda e assistentes de IA generativa para equipes de loja. Voluntária em projetos de inclusão de mulheres negras em tecnologia.',
    photo: 'luana-ferreira.svg',
  },
  {
    key: 'gustavo-yamada',
    name: 'Gustavo Yamada',
    role: 'Head de Process Mining',
    company: 'Prisma Analytics',
    bio: 'Especialista em mineração de processos, ajuda indústrias e bancos a encontrar gargalos e retrabalho a partir dos dados dos seus sistemas.',
    photo: 'gustavo-yamada.svg',
  },
  {
    key: 'camila-duarte',
    name: 'Camila Duarte',
    role: 'Gerente de Compliance',
    company: 'Cooperativa Sul Crédito',
    bio: 'Responsável por prevenção à lavagem de dinheiro e compliance regulatório. Lidera a adoção de automação e análise de dados nos controles internos da cooperativa.',
    photo: 'camila-duarte.svg',
  },
  {
    key: 'patricia-menezes',
    name: 'Patrícia Menezes',
    role: 'Diretora de Tecnologia',
    company: 'Rede Hospitalar Boa Saúde',
    bio: 'Liderou a eliminação do papel em prontuários e termos de consentimento em cinco hospitais. Atua na interseção entre saúde, GED e segurança da informação.',
    photo: 'patricia-menezes.svg',
  },
  {
    key: 'diego-moraes',
    name: 'Diego Moraes',
    role: 'Engenheiro de Automação RPA',
    company: 'Nexa Automação',
    bio: 'Desenvolvedor de robôs há oito anos, especialista em automação de rotinas financeiras e integração com ERPs.',
    photo: 'diego-moraes.svg',
  },
  {
    key: 'aline-tavares',
    name: 'Aline Tavares',
    role: 'Sócia de Direito Digital',
    company: 'Tavares & Ribeiro Advogados',
    bio: 'Advogada especializada em direito digital, assinatura eletrônica e regulação de inteligência artificial. Professora de pós-graduação em direito e tecnologia.',
    photo: 'aline-tavares.svg',
  },
  {
    key: 'bruno-siqueira',
    name: 'Bruno Siqueira',
    role: 'Head de Ativos Digitais',
    company: 'Banco Horizonte',
    bio: 'Conduz as iniciativas de tokenização e custódia de ativos digitais do Banco Horizonte. Foi economista em instituições do mercado de capitais.',
    photo: 'bruno-siqueira.svg',
  },
  {
    key: 'isabela-monteiro',
    name: 'Isabela Monteiro',
    role: 'Chief Data Officer',
    company: 'Ponte Digital Seguros',
    bio: 'Responsável por dados, analytics e governança de IA na Ponte Digital Seguros. Criou o comitê de IA responsável da companhia.',
    photo: 'isabela-monteiro.svg',
  },
  {
    key: 'joao-victor-barbosa',
    name: 'João Victor Barbosa',
    role: 'Especialista em Certificação Digital',
    company: 'Certa Identidade Digital',
    bio: 'Atua há doze anos com certificados ICP-Brasil, carimbo do tempo e integração de assinatura digital a sistemas corporativos.',
    photo: 'joao-victor-barbosa.svg',
  },
  {
    key: 'renata-guimaraes',
    name: 'Renata Guimarães',
    role: 'Arquivista e Consultora em Preservação Digital',
    company: 'Memória Digital Arquivos',
    bio: 'Doutora em ciência da informação, orienta organizações públicas e privadas na digitalização de acervos e na preservação digital de longo prazo.',
    photo: 'renata-guimaraes.svg',
  },
  {
    key: 'marcelo-pinheiro',
    name: 'Marcelo Pinheiro',
    role: 'Diretor de Inovação',
    company: 'Cartório Digital Sul',
    bio: 'Tabelião e entusiasta de tecnologia, lidera projetos de autenticação de atos notariais com blockchain e assinatura digital.',
    photo: 'marcelo-pinheiro.svg',
  },
  {
    key: 'leticia-xavier',
    name: 'Letícia Xavier',
    role: 'Pesquisadora em Ética de IA',
    company: 'Núcleo de IA Responsável da Universidade do Planalto',
    bio: 'Pesquisa vieses algorítmicos e auditoria de sistemas de decisão automatizada. Colabora com órgãos públicos na elaboração de diretrizes de uso de IA.',
    photo: 'leticia-xavier.svg',
  },
  {
    key: 'andre-luiz-batista',
    name: 'André Luiz Batista',
    role: 'Superintendente de Tecnologia da Informação',
    company: 'Companhia Energética Serra Azul',
    bio: 'Comandou a migração de 40 milhões de páginas de acervo em papel para uma plataforma de GED integrada ao ERP da companhia.',
    photo: 'andre-luiz-batista.svg',
  },
  {
    key: 'priscila-nakamura',
    name: 'Priscila Nakamura',
    role: 'Gerente de Produto de IA Generativa',
    company: 'Lúmina IA',
    bio: 'Lidera produtos de IA generativa para empresas, com foco em assistentes que consultam bases de documentos internos com segurança.',
    photo: 'priscila-nakamura.svg',
  },
  {
    key: 'wesley-carvalho',
    name: 'Wesley Carvalho',
    role: 'Líder do Centro de Excelência em Automação',
    company: 'Atlas Varejo',
    bio: 'Estruturou do zero o centro de excelência em automação da Atlas Varejo, hoje com mais de 120 processos automatizados.',
    photo: 'wesley-carvalho.svg',
  },
  {
    key: 'helena-bastos',
    name: 'Helena Bastos',
    role: 'Diretora de Governo Digital',
    company: 'Agência de Modernização da Gestão Pública',
    bio: 'Gestora pública com vinte anos de experiência, coordena programas de digitalização de serviços e de uso responsável de IA na administração pública.',
    photo: 'helena-bastos.svg',
  },
  {
    key: 'sofia-ribeiro',
    name: 'Sofia Ribeiro',
    role: 'Controller',
    company: 'Grupo Ipê Alimentos',
    bio: 'Contadora e controller, liderou a automação do fechamento contábil e do contas a pagar em um grupo com doze unidades fabris.',
    photo: 'sofia-ribeiro.svg',
  },
];

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    slug: 'rpa-summit-brasil',
    title: 'RPA Summit Brasil',
    category: 'Conferência',
    city: 'São Paulo',
    venue: 'Centro de Convenções Frei Caneca',
    address: 'Rua Frei Caneca, 569 - Consolação, São Paulo - SP, 01307-001',
    daysFromNow: 9,
    startTime: '08:30',
    endTime: '18:00',
    durationDays: 2,
    featured: true,
    organizer: IBGI,
    commissionPercent: 10,
    image: 'rpa-summit.svg',
    descriptionHtml:
      '<p>O <strong>RPA Summit Brasil</strong> reúne líderes de operações, TI e finanças para dois dias de conteúdo sobre automação robótica de processos, hiperautomação e centros de excelência.</p>' +
      '<p>Em palestras, painéis e estudos de caso, empresas de diferentes setores mostram como saíram dos primeiros robôs para programas de automação em escala, com governança, segurança e retorno mensurável.</p>' +
      '<h3>O que você vai aprender</h3>' +
      '<ul><li>Como estruturar e financiar um Centro de Excelência em automação</li><li>Critérios para priorizar processos e calcular o retorno dos robôs</li><li>Como combinar RPA, IA e orquestração de processos</li><li>Boas práticas de governança e segurança de bots em ambientes regulados</li></ul>',
    tickets: [
      {
        name: 'Lote Promocional',
        description: 'Acesso aos dois dias de conferência, coffee breaks e material digital.',
        priceCents: 69700,
        quantity: 80,
        sold: 80,
        maxPerOrder: 2,
      },
      {
        name: 'Lote 1',
        description: 'Acesso aos dois dias, coffee breaks, almoço e certificado de participação.',
        priceCents: 89700,
        quantity: 250,
        sold: 112,
        maxPerOrder: 5,
      },
      {
        name: 'Lote 2',
        description: 'Acesso aos dois dias, coffee breaks, almoço e certificado de participação.',
        priceCents: 109700,
        quantity: 250,
        sold: 18,
        maxPerOrder: 5,
      },
      {
        name: 'VIP',
        description:
          'Lugares reservados, almoço com os palestrantes e acesso às gravações das palestras.',
        priceCents: 189790,
        quantity: 40,
        sold: 9,
        maxPerOrder: 2,
      },
    ],
    speakers: ['ana-beatriz-lima', 'wesley-carvalho', 'diego-moraes', 'carlos-eduardo-santana'],
    agenda: [
      { day: 1, start: '08:30', end: '09:00', title: 'Credenciamento e café de boas-vindas' },
      {
        day: 1,
        start: '09:00',
        end: '10:00',
        title: 'Abertura: o estado da automação de processos no Brasil',
        speaker: 'ana-beatriz-lima',
      },
      {
        day: 1,
        start: '10:00',
        end: '11:00',
        title: 'Do piloto à escala: como montar um Centro de Excelência em RPA',
        speaker: 'wesley-carvalho',
      },
      {
        day: 1,
        start: '11:00',
        end: '12:30',
        title: 'Painel: robôs atendidos e não atendidos no backoffice financeiro',
        speaker: 'diego-moraes',
      },
      { day: 1, start: '12:30', end: '14:00', title: 'Almoço' },
      {
        day: 1,
        start: '14:00',
        end: '15:45',
        title: 'Estudo de caso: automação da regulação de sinistros em uma seguradora',
        speaker: 'carlos-eduardo-santana',
      },
      {
        day: 1,
        start: '15:45',
        end: '17:30',
        title: 'Coffee break estendido e rodadas de networking',
      },
      { day: 2, start: '08:30', end: '09:00', title: 'Recepção e café' },
      {
        day: 2,
        start: '09:00',
        end: '10:30',
        title: 'Hiperautomação: RPA, IA e orquestração de processos',
        speaker: 'diego-moraes',
      },
      { day: 2, start: '10:30', end: '11:00', title: 'Coffee break' },
      {
        day: 2,
        start: '11:00',
        end: '12:30',
        title: 'Governança e segurança de robôs em ambientes regulados',
        speaker: 'carlos-eduardo-santana',
      },
      { day: 2, start: '12:30', end: '14:00', title: 'Almoço' },
      {
        day: 2,
        start: '14:00',
        end: '16:30',
        title: 'Laboratório: desenhando o roadmap de automação da sua empresa',
        speaker: 'wesley-carvalho',
      },
      {
        day: 2,
        start: '16:30',
        end: '18:00',
        title: 'Painel de encerramento: o futuro do trabalho com automação',
        speaker: 'ana-beatriz-lima',
      },
    ],
    faq: [
      {
        question: 'O evento emite certificado?',
        answer:
          'Sim. O certificado digital de participação, com carga horária de 16 horas, é enviado por e-mail em até cinco dias úteis após o evento.',
      },
      {
        question: 'Há estacionamento no local?',
        answer:
          'O centro de convenções tem estacionamento próprio, pago à parte. A estação Consolação do metrô fica a cerca de dez minutos a pé.',
      },
      {
        question: 'Posso cancelar minha compra e pedir reembolso?',
        answer:
          'Sim. O cancelamento com reembolso integral pode ser solicitado em até sete dias após a compra, desde que faltem pelo menos 48 horas para o início do evento.',
      },
      {
        question: 'A empresa pode receber nota fiscal?',
        answer:
          'Sim. Informe o CNPJ no momento da compra e a nota fiscal de serviço será enviada ao e-mail cadastrado em até dez dias úteis.',
      },
      {
        question: 'O local é acessível para pessoas com deficiência?',
        answer:
          'Sim. O centro de convenções tem rampas, elevadores e banheiros adaptados, além de espaço reservado no auditório principal.',
      },
    ],
  },
  {
    slug: 'encontro-lideres-automacao-rio',
    title: 'Encontro de Líderes em Automação — Rio de Janeiro',
    category: 'Networking',
    city: 'Rio de Janeiro',
    venue: 'Terraço Praia de Botafogo',
    address: 'Praia de Botafogo, 300 - Botafogo, Rio de Janeiro - RJ, 22250-040',
    daysFromNow: 16,
    startTime: '18:30',
    endTime: '21:30',
    durationDays: 1,
    featured: false,
    organizer: IBGI,
    commissionPercent: 10,
    image: 'networking-automacao-rio.svg',
    descriptionHtml:
      '<p>Um fim de tarde para quem lidera iniciativas de <strong>automação e transformação digital</strong> no Rio de Janeiro trocar experiências, conhecer pares de outros setores e fazer bons contatos.</p>' +
      '<p>O encontro tem um bate-papo curto com quem já automatizou operações de grande volume e, em seguida, rodadas de networking facilitadas por setor, com petiscos e vista para a Baía de Guanabara.</p>' +
      '<h3>Para quem é</h3>' +
      '<ul><li>Gestores de operações, processos e backoffice</li><li>Líderes de TI e de centros de excelência em automação</li><li>Profissionais de inovação e transformação digital</li></ul>',
    tickets: [
      {
        name: 'Entrada gratuita',
        description:
          'Participação no encontro, petiscos e bebidas. Inscrição individual e intransferível.',
        priceCents: 0,
        quantity: 120,
        sold: 47,
        maxPerOrder: 1,
      },
    ],
    speakers: ['isabela-monteiro', 'carlos-eduardo-santana'],
    agenda: [
      { day: 1, start: '18:30', end: '19:00', title: 'Recepção e credenciamento' },
      {
        day: 1,
        start: '19:00',
        end: '19:20',
        title: 'Boas-vindas e apresentação da comunidade',
        speaker: 'isabela-monteiro',
      },
      {
        day: 1,
        start: '19:20',
        end: '19:50',
        title: 'Bate-papo: o que aprendemos automatizando o atendimento',
        speaker: 'carlos-eduardo-santana',
      },
      { day: 1, start: '19:50', end: '21:00', title: 'Rodadas de networking por setor' },
      { day: 1, start: '21:00', end: '21:30', title: 'Confraternização e encerramento' },
    ],
    faq: [
      {
        question: 'O evento é realmente gratuito?',
        answer:
          'Sim. A participação é gratuita, mas as vagas são limitadas e a inscrição é obrigatória, individual e intransferível.',
      },
      {
        question: 'O que devo levar?',
        answer:
          'Apenas um documento com foto e o ingresso no celular. Cartões de visita ou o seu perfil profissional à mão ajudam nas rodadas de networking.',
      },
      {
        question: 'Haverá comida e bebida?',
        answer:
          'Sim, serviremos petiscos e bebidas. Bebidas alcoólicas são servidas apenas a maiores de 18 anos.',
      },
      {
        question: 'O local é acessível?',
        answer:
          'Sim. O terraço tem acesso por elevador, banheiro adaptado e não tem degraus entre os ambientes.',
      },
    ],
  },
  {
    slug: 'workshop-ia-generativa-na-pratica',
    title: 'Workshop IA Generativa na Prática: do prompt ao processo',
    category: 'Workshop',
    city: 'Belo Horizonte',
    venue: 'Hub Savassi',
    address: 'Rua Pernambuco, 1000 - Savassi, Belo Horizonte - MG, 30130-151',
    daysFromNow: 23,
    startTime: '09:00',
    endTime: '17:30',
    durationDays: 1,
    featured: false,
    organizer: IBGI,
    commissionPercent: 10,
    image: 'workshop-ia-generativa.svg',
    descriptionHtml:
      '<p>Um dia inteiro de <strong>mão na massa</strong> para quem quer usar IA generativa em rotinas reais da empresa, com segurança e resultados mensuráveis.</p>' +
      '<p>Em turmas pequenas, você vai praticar engenharia de prompts, montar um assistente que consulta documentos internos e aprender a avaliar custos, riscos e qualidade das respostas antes de levar o piloto à produção.</p>' +
      '<h3>O que você vai aprender</h3>' +
      '<ul><li>Como os grandes modelos de linguagem funcionam e onde eles erram</li><li>Técnicas de prompt para resumos, análises e redação corporativa</li><li>Como criar um assistente com os documentos da sua área (RAG)</li><li>Métricas e cuidados com dados sensíveis para sair do piloto</li></ul>',
    tickets: [
      {
        name: 'Estudante',
        description:
          'Meia-entrada para estudantes e professores, com apresentação de comprovante no credenciamento.',
        priceCents: 39790,
        quantity: 10,
        sold: 2,
        maxPerOrder: 1,
      },
      {
        name: 'Individual',
        description: 'Workshop completo, material de apoio, almoço, coffee break e certificado.',
        priceCents: 79700,
        quantity: 40,
        sold: 14,
        maxPerOrder: 3,
      },
    ],
    speakers: ['priscila-nakamura', 'luana-ferreira'],
    agenda: [
      { day: 1, start: '09:00', end: '09:30', title: 'Credenciamento e café' },
      {
        day: 1,
        start: '09:30',
        end: '10:30',
        title: 'Fundamentos: como funcionam os modelos de linguagem',
        speaker: 'priscila-nakamura',
      },
      {
        day: 1,
        start: '10:30',
        end: '12:30',
        title: 'Mão na massa: engenharia de prompts para rotinas corporativas',
        speaker: 'luana-ferreira',
      },
      { day: 1, start: '12:30', end: '13:30', title: 'Almoço' },
      {
        day: 1,
        start: '13:30',
        end: '15:30',
        title: 'Construindo um assistente com os documentos da sua área',
        speaker: 'priscila-nakamura',
      },
      {
        day: 1,
        start: '15:30',
        end: '17:30',
        title: 'Riscos, custos e métricas: levando o piloto à produção',
        speaker: 'luana-ferreira',
      },
    ],
    faq: [
      {
        question: 'Preciso levar notebook?',
        answer:
          'Sim. Traga um notebook com navegador atualizado e carregador; as ferramentas usadas no workshop funcionam na web e não exigem instalação.',
      },
      {
        question: 'Preciso saber programar?',
        answer:
          'Não. O conteúdo é pensado para gestores e analistas de negócio; os exercícios usam ferramentas visuais e modelos prontos.',
      },
      {
        question: 'Quem tem direito à meia-entrada?',
        answer:
          'Estudantes e professores, mediante comprovante válido apresentado no credenciamento. Sem o comprovante, será cobrada a diferença para o ingresso individual.',
      },
      {
        question: 'O workshop emite certificado?',
        answer: 'Sim, com carga horária de 8 horas, enviado por e-mail após o evento.',
      },
    ],
  },
  {
    slug: 'forum-nacional-governanca-de-ia',
    title: 'Fórum Nacional de Governança de IA',
    category: 'Fórum',
    city: 'Brasília',
    venue: 'Centro de Convenções Asa Sul',
    address: 'SCES Trecho 2, Conjunto 63 - Asa Sul, Brasília - DF, 70200-002',
    daysFromNow: 31,
    startTime: '08:30',
    endTime: '17:30',
    durationDays: 2,
    featured: true,
    organizer: IBGI,
    commissionPercent: 15,
    image: 'forum-governanca-ia.svg',
    descriptionHtml:
      '<p>O <strong>Fórum Nacional de Governança de IA</strong> reúne executivos, reguladores, juristas e pesquisadores para discutir como usar inteligência artificial com responsabilidade, transparência e segurança jurídica.</p>' +
      '<p>Durante dois dias, os participantes debatem regulação, gestão de riscos, ética e auditoria de modelos, com casos de empresas e órgãos públicos que já estruturaram comitês e políticas de IA.</p>' +
      '<p>O fórum termina com uma plenária que consolida recomendações práticas para organizações brasileiras.</p>' +
      '<h3>Para quem é</h3>' +
      '<ul><li>Conselheiros, diretores e executivos de tecnologia e dados</li><li>Profissionais de compliance, jurídico e proteção de dados</li><li>Gestores públicos responsáveis por inovação e contratações de TI</li><li>Pesquisadores e consultores em ética de IA</li></ul>',
    tickets: [
      {
        name: 'Setor público',
        description:
          'Inscrição para servidores públicos, com comprovação de vínculo no credenciamento.',
        priceCents: 49700,
        quantity: 150,
        sold: 41,
        maxPerOrder: 3,
      },
      {
        name: 'Inscrição geral',
        description: 'Acesso aos dois dias do fórum, coffee breaks, almoço e certificado.',
        priceCents: 129700,
        quantity: 300,
        sold: 96,
        maxPerOrder: 5,
      },
      {
        name: 'VIP',
        description:
          'Lugares reservados na plenária, jantar com os palestrantes e acesso às gravações.',
        priceCents: 219000,
        quantity: 40,
        sold: 37,
        maxPerOrder: 2,
      },
    ],
    speakers: ['helena-bastos', 'aline-tavares', 'leticia-xavier', 'isabela-monteiro'],
    agenda: [
      { day: 1, start: '08:30', end: '09:00', title: 'Credenciamento' },
      {
        day: 1,
        start: '09:00',
        end: '09:45',
        title: 'Abertura: por que a governança de IA virou pauta dos conselhos',
        speaker: 'helena-bastos',
      },
      {
        day: 1,
        start: '09:45',
        end: '11:00',
        title: 'Regulação de IA no Brasil e na União Europeia: o que muda para as empresas',
        speaker: 'aline-tavares',
      },
      { day: 1, start: '11:00', end: '11:30', title: 'Coffee break' },
      {
        day: 1,
        start: '11:30',
        end: '12:30',
        title: 'Ética e vieses: como auditar decisões automatizadas',
        speaker: 'leticia-xavier',
      },
      { day: 1, start: '12:30', end: '14:00', title: 'Almoço' },
      {
        day: 1,
        start: '14:00',
        end: '17:30',
        title: 'Painel: comitês de IA na prática — papéis, políticas e inventário de modelos',
        speaker: 'isabela-monteiro',
      },
      {
        day: 2,
        start: '09:00',
        end: '10:30',
        title: 'Gestão de riscos de IA com base na ISO/IEC 42001',
        speaker: 'isabela-monteiro',
      },
      { day: 2, start: '10:30', end: '11:00', title: 'Coffee break' },
      {
        day: 2,
        start: '11:00',
        end: '12:30',
        title: 'IA no setor público: transparência, explicabilidade e contratações',
        speaker: 'helena-bastos',
      },
      { day: 2, start: '12:30', end: '14:00', title: 'Almoço' },
      {
        day: 2,
        start: '14:00',
        end: '16:00',
        title: 'Oficina: a política de uso de IA generativa da sua organização',
        speaker: 'aline-tavares',
      },
      {
        day: 2,
        start: '16:00',
        end: '17:30',
        title: 'Plenária de encerramento e carta de recomendações',
        speaker: 'leticia-xavier',
      },
    ],
    faq: [
      {
        question: 'Quem pode comprar a inscrição do setor público?',
        answer:
          'Servidores e empregados públicos de qualquer esfera. No credenciamento, apresente crachá funcional ou contracheque recente.',
      },
      {
        question: 'Haverá transmissão online?',
        answer:
          'Não haverá transmissão ao vivo. Os participantes VIP recebem acesso às gravações das palestras em até 15 dias após o evento.',
      },
      {
        question: 'Órgãos públicos podem pagar por empenho?',
        answer:
          'Sim. Para inscrições de órgãos públicos, entre em contato com a organização para receber a proposta comercial e os dados para empenho.',
      },
      {
        question: 'O local é acessível para pessoas com deficiência?',
        answer:
          'Sim. O centro de convenções tem rampas, elevadores, banheiros adaptados e espaço reservado na plenária. Intérprete de Libras disponível nas palestras principais.',
      },
    ],
  },
  {
    slug: 'palestra-lgpd-na-gestao-de-documentos',
    title: 'LGPD na Gestão de Documentos: o que guardar, por quanto tempo e como descartar',
    category: 'Palestra',
    city: 'Curitiba',
    venue: 'Auditório Batel Corporate',
    address: 'Av. do Batel, 1230 - Batel, Curitiba - PR, 80420-090',
    daysFromNow: 40,
    startTime: '19:00',
    endTime: '21:30',
    durationDays: 1,
    featured: false,
    organizer: IBGI,
    commissionPercent: 10,
    image: 'palestra-lgpd-documentos.svg',
    descriptionHtml:
      '<p>Guardar documentos demais é tão arriscado quanto guardar de menos. Nesta palestra gratuita, uma DPO e uma arquivista mostram como conciliar a <strong>LGPD</strong> com os prazos legais de guarda de documentos.</p>' +
      '<p>Você vai entender como a tabela de temporalidade sustenta decisões de retenção e descarte, e como levar essas regras para o GED sem travar a operação.</p>' +
      '<h3>O que você vai aprender</h3>' +
      '<ul><li>Bases legais para reter dados pessoais em documentos</li><li>Como usar a tabela de temporalidade para justificar o descarte</li><li>Descarte seguro de documentos físicos e digitais</li></ul>',
    tickets: [
      {
        name: 'Entrada gratuita',
        description: 'Acesso à palestra e ao café de boas-vindas.',
        priceCents: 0,
        quantity: 180,
        sold: 63,
        maxPerOrder: 2,
      },
    ],
    speakers: ['fernanda-rocha', 'mariana-cavalcanti'],
    agenda: [
      { day: 1, start: '19:00', end: '19:30', title: 'Credenciamento e café' },
      {
        day: 1,
        start: '19:30',
        end: '20:15',
        title: 'LGPD e ciclo de vida dos documentos: quando reter e quando descartar',
        speaker: 'fernanda-rocha',
      },
      {
        day: 1,
        start: '20:15',
        end: '21:00',
        title: 'Tabela de temporalidade na prática: do papel ao GED',
        speaker: 'mariana-cavalcanti',
      },
      { day: 1, start: '21:00', end: '21:30', title: 'Perguntas do público e encerramento' },
    ],
    faq: [
      {
        question: 'A palestra é gratuita?',
        answer:
          'Sim. Basta garantir o seu ingresso gratuito; as vagas são limitadas à capacidade do auditório.',
      },
      {
        question: 'Há estacionamento no local?',
        answer:
          'O edifício tem estacionamento rotativo pago. Há também vagas na rua e pontos de táxi na Avenida do Batel.',
      },
      {
        question: 'Vou receber certificado?',
        answer:
          'Sim, os participantes com presença confirmada no credenciamento recebem certificado digital por e-mail.',
      },
      {
        question: 'A palestra será gravada?',
        answer:
          'Não. O conteúdo é exclusivamente presencial, mas os slides serão enviados aos participantes.',
      },
    ],
  },
  {
    slug: 'seminario-blockchain-registros-publicos',
    title: 'Seminário Blockchain para Registros e Setor Público',
    category: 'Seminário',
    city: 'Porto Alegre',
    venue: 'Centro de Eventos Moinhos',
    address: 'Rua Padre Chagas, 185 - Moinhos de Vento, Porto Alegre - RS, 90570-080',
    daysFromNow: 48,
    startTime: '09:00',
    endTime: '17:00',
    durationDays: 2,
    featured: false,
    organizer: IBGI,
    commissionPercent: 10,
    image: 'seminario-blockchain-publico.svg',
    descriptionHtml:
      '<p>Como garantir a autenticidade e a rastreabilidade de registros públicos, contratos e atos notariais? O seminário apresenta aplicações concretas de <strong>blockchain</strong> em cartórios, órgãos públicos e empresas que se relacionam com o governo.</p>' +
      '<p>Sem hype: os especialistas discutem quando a tecnologia faz sentido, quais são os limites jurídicos e como conduzir uma prova de conceito com redes permissionadas.</p>' +
      '<h3>O que você vai aprender</h3>' +
      '<ul><li>Critérios para decidir se um projeto precisa de blockchain</li><li>Rastreabilidade de atos notariais, licitações e contratos</li><li>Identidade digital descentralizada e credenciais verificáveis</li><li>Aspectos jurídicos de contratos inteligentes</li></ul>',
    tickets: [
      {
        name: 'Servidor público',
        description:
          'Inscrição para servidores públicos, com comprovação de vínculo no credenciamento.',
        priceCents: 29790,
        quantity: 100,
        sold: 22,
        maxPerOrder: 2,
      },
      {
        name: 'Inscrição geral',
        description: 'Acesso aos dois dias do seminário, coffee breaks e certificado.',
        priceCents: 59700,
        quantity: 180,
        sold: 51,
        maxPerOrder: 5,
      },
    ],
    speakers: ['thiago-albuquerque', 'marcelo-pinheiro', 'pedro-henrique-matos'],
    agenda: [
      { day: 1, start: '09:00', end: '09:30', title: 'Credenciamento e café' },
      {
        day: 1,
        start: '09:30',
        end: '10:30',
        title: 'Blockchain sem hype: quando faz sentido em registros públicos',
        speaker: 'thiago-albuquerque',
      },
      {
        day: 1,
        start: '10:30',
        end: '12:00',
        title: 'Cartórios digitais: rastreabilidade e autenticidade de atos',
        speaker: 'marcelo-pinheiro',
      },
      { day: 1, start: '12:00', end: '13:30', title: 'Almoço' },
      {
        day: 1,
        start: '13:30',
        end: '15:30',
        title: 'Estudo de caso: licitações e contratos registrados em rede permissionada',
        speaker: 'pedro-henrique-matos',
      },
      {
        day: 1,
        start: '15:30',
        end: '17:00',
        title: 'Debate: interoperabilidade entre órgãos e redes públicas',
      },
      {
        day: 2,
        start: '09:00',
        end: '10:30',
        title: 'Identidade digital descentralizada e credenciais verificáveis',
        speaker: 'thiago-albuquerque',
      },
      { day: 2, start: '10:30', end: '11:00', title: 'Coffee break' },
      {
        day: 2,
        start: '11:00',
        end: '12:30',
        title: 'Contratos inteligentes e segurança jurídica',
        speaker: 'marcelo-pinheiro',
      },
      { day: 2, start: '12:30', end: '14:00', title: 'Almoço' },
      {
        day: 2,
        start: '14:00',
        end: '16:00',
        title: 'Laboratório: prova de conceito de registro de documentos em blockchain',
        speaker: 'thiago-albuquerque',
      },
      {
        day: 2,
        start: '16:00',
        end: '17:00',
        title: 'Encerramento: próximos passos para o setor público',
        speaker: 'pedro-henrique-matos',
      },
    ],
    faq: [
      {
        question: 'Preciso ter conhecimento técnico de blockchain?',
        answer:
          'Não. O seminário parte dos conceitos básicos; apenas o laboratório do segundo dia tem exercícios práticos, acompanhados pelos instrutores.',
      },
      {
        question: 'O seminário emite certificado?',
        answer: 'Sim, com carga horária de 14 horas, enviado por e-mail após o evento.',
      },
      {
        question: 'Posso cancelar e receber o reembolso?',
        answer:
          'Sim, em até sete dias após a compra, desde que faltem pelo menos 48 horas para o início do seminário. Depois disso, é possível transferir o ingresso para outra pessoa.',
      },
    ],
  },
  {
    slug: 'treinamento-assinatura-digital-icp-brasil',
    title: 'Treinamento em Assinatura Digital e Certificação ICP-Brasil',
    category: 'Treinamento',
    city: 'Recife',
    venue: 'Centro Empresarial Cais do Apolo',
    address: 'Rua do Apolo, 181 - Bairro do Recife, Recife - PE, 50030-220',
    daysFromNow: 57,
    startTime: '08:30',
    endTime: '17:30',
    durationDays: 2,
    featured: false,
    organizer: IBGI,
    commissionPercent: 8,
    image: 'treinamento-assinatura-digital.svg',
    descriptionHtml:
      '<p>Treinamento prático de dois dias para quem precisa implantar ou auditar fluxos de <strong>assinatura digital e eletrônica</strong> com validade jurídica.</p>' +
      '<p>Você vai entender a diferença entre assinatura simples, avançada e qualificada, conhecer a legislação aplicável e praticar a assinatura e a validação de documentos com certificados ICP-Brasil e carimbo do tempo.</p>' +
      '<h3>O que você vai aprender</h3>' +
      '<ul><li>Certificados digitais, cadeia de confiança e níveis de assinatura</li><li>Validade jurídica: MP 2.200-2/2001 e Lei 14.063/2020</li><li>Como escolher o tipo de assinatura adequado a cada documento</li><li>Integração de fluxos de assinatura ao GED</li><li>Validação de assinaturas PAdES e XAdES</li></ul>',
    tickets: [
      {
        name: 'Estudante',
        description:
          'Meia-entrada para estudantes, com comprovante de matrícula no credenciamento.',
        priceCents: 59790,
        quantity: 8,
        sold: 1,
        maxPerOrder: 1,
      },
      {
        name: 'Turma regular',
        description:
          'Dois dias de treinamento, apostila digital, almoço, coffee breaks e certificado.',
        priceCents: 119700,
        quantity: 35,
        sold: 12,
        maxPerOrder: 3,
      },
    ],
    speakers: ['joao-victor-barbosa', 'aline-tavares', 'patricia-menezes'],
    agenda: [
      { day: 1, start: '08:30', end: '09:00', title: 'Credenciamento e café' },
      {
        day: 1,
        start: '09:00',
        end: '10:30',
        title: 'Fundamentos: certificados digitais, ICP-Brasil e cadeia de confiança',
        speaker: 'joao-victor-barbosa',
      },
      { day: 1, start: '10:30', end: '10:45', title: 'Intervalo' },
      {
        day: 1,
        start: '10:45',
        end: '12:30',
        title: 'Validade jurídica: MP 2.200-2/2001 e Lei 14.063/2020 na prática',
        speaker: 'aline-tavares',
      },
      { day: 1, start: '12:30', end: '13:30', title: 'Almoço' },
      {
        day: 1,
        start: '13:30',
        end: '15:30',
        title: 'Assinatura simples, avançada e qualificada: quando usar cada uma',
        speaker: 'aline-tavares',
      },
      {
        day: 1,
        start: '15:30',
        end: '17:30',
        title: 'Prática: assinando e validando documentos PAdES e XAdES',
        speaker: 'joao-victor-barbosa',
      },
      {
        day: 2,
        start: '08:30',
        end: '10:30',
        title: 'Fluxos de assinatura integrados ao GED',
        speaker: 'patricia-menezes',
      },
      { day: 2, start: '10:30', end: '10:45', title: 'Intervalo' },
      {
        day: 2,
        start: '10:45',
        end: '12:30',
        title: 'Estudo de caso: prontuários e termos de consentimento digitais em hospitais',
        speaker: 'patricia-menezes',
      },
      { day: 2, start: '12:30', end: '13:30', title: 'Almoço' },
      {
        day: 2,
        start: '13:30',
        end: '16:00',
        title: 'Laboratório: montando um fluxo de assinatura com carimbo do tempo',
        speaker: 'joao-victor-barbosa',
      },
      { day: 2, start: '16:00', end: '17:30', title: 'Avaliação final e encerramento' },
    ],
    faq: [
      {
        question: 'Preciso ter um certificado digital para participar?',
        answer:
          'Não. Durante os exercícios, cada participante usa um certificado de testes fornecido pela organização.',
      },
      {
        question: 'Preciso levar notebook?',
        answer:
          'Sim, traga um notebook com Windows, macOS ou Linux e permissão para instalar programas.',
      },
      {
        question: 'A empresa pode receber nota fiscal?',
        answer:
          'Sim. Informe o CNPJ na compra; a nota fiscal de serviço é enviada por e-mail em até dez dias úteis.',
      },
      {
        question: 'O treinamento emite certificado?',
        answer: 'Sim, com carga horária de 16 horas, para quem tiver pelo menos 75% de presença.',
      },
    ],
  },
  {
    slug: 'feira-gestao-documental-e-digitalizacao',
    title: 'Feira Brasileira de Gestão Documental e Digitalização',
    category: 'Feira',
    city: 'São Paulo',
    venue: 'Pavilhão de Exposições Vila Guilherme',
    address: 'Rua José Bernardo Pinto, 333 - Vila Guilherme, São Paulo - SP, 02055-000',
    daysFromNow: 66,
    startTime: '10:00',
    endTime: '19:00',
    durationDays: 2,
    featured: true,
    organizer: IBGI,
    commissionPercent: 10,
    image: 'feira-gestao-documental.svg',
    descriptionHtml:
      '<p>A maior vitrine de soluções de <strong>GED, digitalização, captura inteligente e preservação digital</strong> do país, com entrada gratuita para profissionais e estudantes.</p>' +
      '<p>Além dos estandes de fornecedores de software, scanners de produção e serviços de guarda, a feira tem uma arena de conteúdo com especialistas em arquivística, LGPD e migração de acervos, e demonstrações ao vivo ao longo dos dois dias.</p>' +
      '<h3>Para quem é</h3>' +
      '<ul><li>Gestores de documentos, arquivistas e bibliotecários</li><li>Profissionais de TI responsáveis por GED e ECM</li><li>Equipes jurídicas e de compliance</li><li>Gestores públicos que conduzem projetos de digitalização</li></ul>',
    tickets: [
      {
        name: 'Visitante profissional',
        description: 'Acesso aos dois dias de feira e à arena de conteúdo.',
        priceCents: 0,
        quantity: 2000,
        sold: 734,
        maxPerOrder: 5,
      },
      {
        name: 'Estudante',
        description: 'Acesso aos dois dias para estudantes de arquivologia, biblioteconomia e TI.',
        priceCents: 0,
        quantity: 400,
        sold: 121,
        maxPerOrder: 1,
      },
    ],
    speakers: ['renata-guimaraes', 'mariana-cavalcanti', 'andre-luiz-batista'],
    agenda: [
      { day: 1, start: '10:00', end: '10:30', title: 'Abertura oficial da feira' },
      {
        day: 1,
        start: '10:30',
        end: '12:00',
        title: 'Arena GED: digitalização com valor legal segundo o Decreto 10.278/2020',
        speaker: 'renata-guimaraes',
      },
      { day: 1, start: '12:00', end: '14:00', title: 'Visitação livre aos expositores' },
      {
        day: 1,
        start: '14:00',
        end: '15:30',
        title: 'Arena GED: como escolher uma plataforma de GED sem arrependimentos',
        speaker: 'mariana-cavalcanti',
      },
      {
        day: 1,
        start: '15:30',
        end: '17:00',
        title: 'Demonstrações ao vivo: scanners de produção e captura inteligente (OCR)',
      },
      { day: 1, start: '17:00', end: '19:00', title: 'Visitação e rodadas de negócios' },
      {
        day: 2,
        start: '10:00',
        end: '11:30',
        title: 'Arena GED: migração de acervos legados em uma companhia de energia',
        speaker: 'andre-luiz-batista',
      },
      { day: 2, start: '11:30', end: '13:00', title: 'Visitação livre aos expositores' },
      {
        day: 2,
        start: '13:00',
        end: '14:30',
        title: 'Arena GED: preservação digital e repositórios arquivísticos confiáveis',
        speaker: 'renata-guimaraes',
      },
      {
        day: 2,
        start: '14:30',
        end: '16:00',
        title: 'Mesa-redonda: LGPD e descarte seguro de documentos',
        speaker: 'mariana-cavalcanti',
      },
      { day: 2, start: '16:00', end: '19:00', title: 'Visitação e encerramento da feira' },
    ],
    faq: [
      {
        question: 'A entrada é gratuita?',
        answer:
          'Sim, para profissionais e estudantes com inscrição prévia. O credenciamento exige documento com foto; estudantes devem apresentar comprovante de matrícula.',
      },
      {
        question: 'Há estacionamento no pavilhão?',
        answer:
          'Sim, o pavilhão tem estacionamento pago com mais de 2 mil vagas. Há ônibus gratuito a partir da estação Tietê do metrô durante a feira.',
      },
      {
        question: 'Menores de idade podem entrar?',
        answer:
          'A feira é destinada ao público profissional e a entrada é permitida a partir de 16 anos.',
      },
      {
        question: 'O pavilhão é acessível?',
        answer:
          'Sim. Todo o pavilhão é térreo, com banheiros adaptados, e a arena de conteúdo tem espaço reservado para cadeirantes.',
      },
    ],
  },
  {
    slug: 'workshop-process-mining',
    title: 'Workshop de Process Mining: descubra onde seus processos travam',
    category: 'Workshop',
    city: 'Florianópolis',
    venue: 'Centro de Inovação Ilha',
    address: 'Rodovia SC-401, 600 - Saco Grande, Florianópolis - SC, 88032-005',
    daysFromNow: 78,
    startTime: '09:00',
    endTime: '17:00',
    durationDays: 1,
    featured: false,
    organizer: IBGI,
    commissionPercent: 10,
    image: 'workshop-process-mining.svg',
    descriptionHtml:
      '<p>Antes de automatizar, é preciso enxergar o processo como ele realmente acontece. Neste workshop você aprende a usar <strong>process mining</strong> para descobrir gargalos, retrabalho e variações a partir dos dados do ERP.</p>' +
      '<p>Em grupos, os participantes trabalham com um log de eventos de compras e pagamentos, identificam oportunidades de melhoria e priorizam candidatos à automação.</p>' +
      '<h3>O que você vai aprender</h3>' +
      '<ul><li>Conceitos de mineração de processos e de log de eventos</li><li>Como extrair e preparar dados de sistemas transacionais</li><li>Análise de variantes, gargalos e conformidade</li><li>Como transformar descobertas em um backlog de automação</li></ul>',
    tickets: [
      {
        name: 'Lote 1',
        description: 'Workshop completo, almoço, coffee break e certificado.',
        priceCents: 49700,
        quantity: 45,
        sold: 19,
        maxPerOrder: 4,
      },
      {
        name: 'Lote 2',
        description: 'Workshop completo, almoço, coffee break e certificado.',
        priceCents: 59700,
        quantity: 30,
        sold: 0,
        maxPerOrder: 4,
      },
    ],
    speakers: ['gustavo-yamada', 'wesley-carvalho'],
    agenda: [
      { day: 1, start: '09:00', end: '09:30', title: 'Credenciamento e café' },
      {
        day: 1,
        start: '09:30',
        end: '10:30',
        title: 'O que é process mining e como ele complementa o RPA',
        speaker: 'gustavo-yamada',
      },
      {
        day: 1,
        start: '10:30',
        end: '12:30',
        title: 'Mão na massa: preparando o log de eventos a partir do ERP',
        speaker: 'gustavo-yamada',
      },
      { day: 1, start: '12:30', end: '13:30', title: 'Almoço' },
      {
        day: 1,
        start: '13:30',
        end: '15:30',
        title: 'Da descoberta à automação: priorizando candidatos para RPA',
        speaker: 'wesley-carvalho',
      },
      { day: 1, start: '15:30', end: '17:00', title: 'Apresentação dos grupos e encerramento' },
    ],
    faq: [
      {
        question: 'Preciso levar notebook?',
        answer:
          'Sim. Os exercícios são feitos em uma ferramenta web; basta um navegador atualizado.',
      },
      {
        question: 'Há estacionamento no local?',
        answer:
          'Sim, o centro de inovação tem estacionamento gratuito para participantes, sujeito à lotação.',
      },
      {
        question: 'Posso cancelar minha inscrição?',
        answer:
          'Sim, com reembolso integral em até sete dias após a compra, desde que faltem pelo menos 48 horas para o workshop.',
      },
    ],
  },
  {
    slug: 'conferencia-ia-generativa-para-negocios',
    title: 'Conferência IA Generativa para Negócios',
    category: 'Conferência',
    city: 'Rio de Janeiro',
    venue: 'Centro de Convenções Cidade Nova',
    address: 'Av. Paulo de Frontin, 1 - Cidade Nova, Rio de Janeiro - RJ, 20260-010',
    daysFromNow: 91,
    startTime: '08:30',
    endTime: '18:00',
    durationDays: 2,
    featured: true,
    organizer: IBGI,
    commissionPercent: 10,
    image: 'conferencia-ia-generativa.svg',
    descriptionHtml:
      '<p>A <strong>Conferência IA Generativa para Negócios</strong> mostra como empresas brasileiras estão levando modelos de linguagem e agentes de IA do laboratório para a operação, com ganhos reais de produtividade.</p>' +
      '<p>São dois dias de palestras, estudos de caso e painéis com líderes de bancos, seguradoras, varejo e tecnologia, com foco em estratégia, arquitetura, custos e segurança.</p>' +
      '<h3>O que você vai aprender</h3>' +
      '<ul><li>Onde a IA generativa já gera retorno no atendimento e no backoffice</li><li>Como preparar dados e documentos para assistentes corporativos</li><li>Critérios de escolha de modelos: custo, latência e qualidade</li><li>Segurança e privacidade em aplicações com modelos de linguagem</li></ul>',
    tickets: [
      {
        name: 'Lote 1',
        description: 'Acesso aos dois dias, coffee breaks, almoço e certificado.',
        priceCents: 99700,
        quantity: 400,
        sold: 88,
        maxPerOrder: 5,
      },
      {
        name: 'Lote 2',
        description: 'Acesso aos dois dias, coffee breaks, almoço e certificado.',
        priceCents: 129700,
        quantity: 300,
        sold: 0,
        maxPerOrder: 5,
      },
      {
        name: 'VIP',
        description:
          'Lugares reservados, lounge exclusivo, almoço com os palestrantes e gravações.',
        priceCents: 249000,
        quantity: 60,
        sold: 14,
        maxPerOrder: 2,
      },
    ],
    speakers: ['juliana-okamoto', 'rafael-nogueira', 'luana-ferreira', 'priscila-nakamura'],
    agenda: [
      { day: 1, start: '08:30', end: '09:00', title: 'Credenciamento' },
      {
        day: 1,
        start: '09:00',
        end: '09:45',
        title: 'Abertura: a IA generativa saiu do laboratório — e agora?',
        speaker: 'juliana-okamoto',
      },
      {
        day: 1,
        start: '09:45',
        end: '11:00',
        title: 'Agentes de IA no atendimento e no backoffice',
        speaker: 'rafael-nogueira',
      },
      { day: 1, start: '11:00', end: '11:30', title: 'Coffee break' },
      {
        day: 1,
        start: '11:30',
        end: '12:30',
        title: 'Dados são o diferencial: preparando a base para a IA generativa',
        speaker: 'luana-ferreira',
      },
      { day: 1, start: '12:30', end: '14:00', title: 'Almoço' },
      {
        day: 1,
        start: '14:00',
        end: '17:30',
        title: 'Trilhas simultâneas: varejo, serviços financeiros e indústria',
        speaker: 'priscila-nakamura',
      },
      {
        day: 2,
        start: '09:00',
        end: '10:30',
        title: 'Custos, latência e escolha de modelos: um guia para executivos',
        speaker: 'priscila-nakamura',
      },
      { day: 2, start: '10:30', end: '11:00', title: 'Coffee break' },
      {
        day: 2,
        start: '11:00',
        end: '12:30',
        title: 'Estudo de caso: um copiloto para analistas de crédito',
        speaker: 'juliana-okamoto',
      },
      { day: 2, start: '12:30', end: '14:00', title: 'Almoço' },
      {
        day: 2,
        start: '14:00',
        end: '16:00',
        title: 'Segurança e privacidade em aplicações com modelos de linguagem',
        speaker: 'rafael-nogueira',
      },
      {
        day: 2,
        start: '16:00',
        end: '18:00',
        title: 'Painel de encerramento: o que esperar dos próximos 12 meses',
        speaker: 'luana-ferreira',
      },
    ],
    faq: [
      {
        question: 'Haverá transmissão online?',
        answer:
          'As palestras principais serão transmitidas ao vivo apenas para participantes VIP. As trilhas simultâneas são exclusivamente presenciais.',
      },
      {
        question: 'Há estacionamento no local?',
        answer:
          'Sim, o centro de convenções tem estacionamento pago. A estação Estácio do metrô fica a poucos minutos a pé.',
      },
      {
        question: 'Posso cancelar minha compra?',
        answer:
          'Sim, com reembolso integral em até sete dias após a compra, desde que faltem pelo menos 48 horas para o início do evento.',
      },
      {
        question: 'A empresa pode receber nota fiscal?',
        answer: 'Sim. Informe o CNPJ na compra para receber a nota fiscal de serviço por e-mail.',
      },
      {
        question: 'O evento emite certificado?',
        answer: 'Sim, com carga horária de 16 horas, enviado por e-mail após o evento.',
      },
    ],
  },
  {
    slug: 'treinamento-arquivistica-aplicada',
    title:
      'Treinamento em Arquivística Aplicada: planos de classificação e tabelas de temporalidade',
    category: 'Treinamento',
    city: 'Belo Horizonte',
    venue: 'Centro de Eventos da Pampulha',
    address: 'Av. Otacílio Negrão de Lima, 3000 - Pampulha, Belo Horizonte - MG, 31365-450',
    daysFromNow: 104,
    startTime: '08:30',
    endTime: '17:30',
    durationDays: 2,
    featured: false,
    organizer: IBGI,
    commissionPercent: 8,
    image: 'treinamento-arquivistica.svg',
    descriptionHtml:
      '<p>Sem instrumentos arquivísticos, o GED vira apenas um depósito digital. Este treinamento ensina a construir o <strong>plano de classificação</strong> e a <strong>tabela de temporalidade</strong> que dão ordem, prazo e destino a cada documento.</p>' +
      '<p>Com exercícios baseados em casos reais, os participantes saem com um roteiro para levantar a produção documental da organização e configurar metadados e regras de retenção no sistema.</p>' +
      '<h3>O que você vai aprender</h3>' +
      '<ul><li>Princípios de arquivística para gestores e equipes de TI</li><li>Como elaborar o plano de classificação de documentos</li><li>Prazos de guarda, destinação e relação com a LGPD</li><li>Eliminação segura e o papel da comissão de avaliação</li></ul>',
    tickets: [
      {
        name: 'Estudante',
        description:
          'Meia-entrada para estudantes, com comprovante de matrícula no credenciamento.',
        priceCents: 44790,
        quantity: 10,
        sold: 3,
        maxPerOrder: 1,
      },
      {
        name: 'Turma regular',
        description:
          'Dois dias de treinamento, modelos de planilhas, almoço, coffee breaks e certificado.',
        priceCents: 89700,
        quantity: 30,
        sold: 11,
        maxPerOrder: 3,
      },
    ],
    speakers: ['renata-guimaraes', 'mariana-cavalcanti'],
    agenda: [
      { day: 1, start: '08:30', end: '09:00', title: 'Credenciamento e café' },
      {
        day: 1,
        start: '09:00',
        end: '10:30',
        title: 'Princípios arquivísticos para gestores',
        speaker: 'renata-guimaraes',
      },
      { day: 1, start: '10:30', end: '10:45', title: 'Intervalo' },
      {
        day: 1,
        start: '10:45',
        end: '12:30',
        title: 'Elaborando o plano de classificação de documentos',
        speaker: 'renata-guimaraes',
      },
      { day: 1, start: '12:30', end: '13:30', title: 'Almoço' },
      {
        day: 1,
        start: '13:30',
        end: '17:30',
        title: 'Oficina: levantamento da produção documental por área',
        speaker: 'mariana-cavalcanti',
      },
      {
        day: 2,
        start: '08:30',
        end: '10:30',
        title: 'Tabela de temporalidade e destinação: prazos legais e LGPD',
        speaker: 'mariana-cavalcanti',
      },
      { day: 2, start: '10:30', end: '10:45', title: 'Intervalo' },
      {
        day: 2,
        start: '10:45',
        end: '12:30',
        title: 'Comissão de avaliação e eliminação segura de documentos',
        speaker: 'renata-guimaraes',
      },
      { day: 2, start: '12:30', end: '13:30', title: 'Almoço' },
      {
        day: 2,
        start: '13:30',
        end: '16:00',
        title: 'Metadados e regras de retenção no GED a partir dos instrumentos arquivísticos',
        speaker: 'mariana-cavalcanti',
      },
      { day: 2, start: '16:00', end: '17:30', title: 'Avaliação final e encerramento' },
    ],
    faq: [
      {
        question: 'Preciso ter formação em arquivologia?',
        answer:
          'Não. O treinamento é voltado a gestores, analistas e equipes de TI que cuidam de documentos, sem pré-requisitos.',
      },
      {
        question: 'O treinamento emite certificado?',
        answer: 'Sim, com carga horária de 16 horas, para quem tiver pelo menos 75% de presença.',
      },
      {
        question: 'Quem tem direito à meia-entrada?',
        answer:
          'Estudantes de graduação e pós-graduação, mediante comprovante de matrícula apresentado no credenciamento.',
      },
      {
        question: 'Há estacionamento no local?',
        answer: 'Sim, o centro de eventos tem estacionamento gratuito para os participantes.',
      },
    ],
  },
  {
    slug: 'seminario-ia-no-juridico-e-compliance',
    title: 'Seminário IA no Jurídico e no Compliance',
    category: 'Seminário',
    city: 'Salvador',
    venue: 'Auditório Empresarial Tancredo Neves',
    address: 'Av. Tancredo Neves, 1632 - Caminho das Árvores, Salvador - BA, 41820-020',
    daysFromNow: 119,
    startTime: '08:30',
    endTime: '17:00',
    durationDays: 1,
    featured: false,
    organizer: IBGI,
    commissionPercent: 10,
    image: 'seminario-ia-juridico.svg',
    descriptionHtml:
      '<p>Departamentos jurídicos e áreas de compliance estão entre os que mais podem ganhar com a <strong>inteligência artificial</strong> — e entre os que mais precisam de cuidado ao adotá-la.</p>' +
      '<p>O seminário reúne advogadas, DPOs e gestoras de compliance para discutir revisão de contratos com IA generativa, monitoramento contínuo de riscos e a responsabilidade por decisões automatizadas.</p>' +
      '<h3>Para quem é</h3>' +
      '<ul><li>Advogados internos e de escritórios</li><li>Profissionais de compliance, riscos e auditoria</li><li>Encarregados de proteção de dados (DPOs)</li></ul>',
    tickets: [
      {
        name: 'Lote 1',
        description: 'Acesso ao seminário, coffee breaks, almoço e certificado.',
        priceCents: 39700,
        quantity: 150,
        sold: 34,
        maxPerOrder: 5,
      },
      {
        name: 'Lote 2',
        description: 'Acesso ao seminário, coffee breaks, almoço e certificado.',
        priceCents: 49700,
        quantity: 100,
        sold: 0,
        maxPerOrder: 5,
      },
    ],
    speakers: ['aline-tavares', 'camila-duarte', 'fernanda-rocha'],
    agenda: [
      { day: 1, start: '08:30', end: '09:00', title: 'Credenciamento e café' },
      {
        day: 1,
        start: '09:00',
        end: '10:30',
        title: 'IA generativa em contratos: revisão, cláusulas e riscos',
        speaker: 'aline-tavares',
      },
      { day: 1, start: '10:30', end: '11:00', title: 'Coffee break' },
      {
        day: 1,
        start: '11:00',
        end: '12:30',
        title: 'Automação do compliance: monitoramento contínuo e due diligence',
        speaker: 'camila-duarte',
      },
      { day: 1, start: '12:30', end: '14:00', title: 'Almoço' },
      {
        day: 1,
        start: '14:00',
        end: '15:30',
        title: 'Privacidade desde a concepção em projetos de IA: o papel do DPO',
        speaker: 'fernanda-rocha',
      },
      {
        day: 1,
        start: '15:30',
        end: '17:00',
        title: 'Painel: quem responde por uma decisão automatizada?',
        speaker: 'aline-tavares',
      },
    ],
    faq: [
      {
        question: 'O seminário conta horas de educação continuada?',
        answer:
          'O certificado informa a carga horária de 7 horas e o conteúdo programático, para que você possa solicitar o aproveitamento junto à sua entidade.',
      },
      {
        question: 'Há estacionamento no local?',
        answer:
          'Sim, o edifício tem estacionamento rotativo pago com acesso pela Avenida Tancredo Neves.',
      },
      {
        question: 'Posso cancelar minha compra?',
        answer:
          'Sim, com reembolso integral em até sete dias após a compra, desde que faltem pelo menos 48 horas para o seminário.',
      },
    ],
  },
  {
    slug: 'conferencia-blockchain-e-ativos-digitais',
    title: 'Conferência Blockchain & Ativos Digitais',
    category: 'Conferência',
    city: 'São Paulo',
    venue: 'Centro de Eventos Nações Unidas',
    address: 'Av. das Nações Unidas, 12551 - Brooklin Novo, São Paulo - SP, 04578-903',
    daysFromNow: 137,
    startTime: '08:30',
    endTime: '18:00',
    durationDays: 2,
    featured: true,
    organizer: IBGI,
    commissionPercent: 15,
    image: 'conferencia-blockchain.svg',
    descriptionHtml:
      '<p>A <strong>Conferência Blockchain &amp; Ativos Digitais</strong> reúne bancos, cooperativas, fintechs e indústria para discutir tokenização, pagamentos programáveis e rastreabilidade em cadeias de suprimentos.</p>' +
      '<p>Em dois dias de palestras e painéis, especialistas tratam dos aspectos técnicos, regulatórios e de negócio da tecnologia, com casos brasileiros e espaço para networking qualificado.</p>' +
      '<h3>O que você vai aprender</h3>' +
      '<ul><li>Como funciona a tokenização de ativos e recebíveis</li><li>Pagamentos programáveis e moedas digitais de bancos centrais</li><li>Rastreabilidade de cadeias de suprimentos com blockchain</li><li>Auditoria e segurança de contratos inteligentes</li><li>Compliance e prevenção à lavagem de dinheiro em ativos digitais</li></ul>',
    tickets: [
      {
        name: 'Lote 1',
        description: 'Acesso aos dois dias, coffee breaks, almoço e certificado.',
        priceCents: 119700,
        quantity: 300,
        sold: 57,
        maxPerOrder: 5,
      },
      {
        name: 'Lote 2',
        description: 'Acesso aos dois dias, coffee breaks, almoço e certificado.',
        priceCents: 149700,
        quantity: 300,
        sold: 0,
        maxPerOrder: 5,
      },
      {
        name: 'VIP',
        description: 'Lugares reservados, lounge exclusivo, jantar de networking e gravações.',
        priceCents: 239000,
        quantity: 50,
        sold: 11,
        maxPerOrder: 2,
      },
    ],
    speakers: ['bruno-siqueira', 'thiago-albuquerque', 'camila-duarte'],
    agenda: [
      { day: 1, start: '08:30', end: '09:00', title: 'Credenciamento' },
      {
        day: 1,
        start: '09:00',
        end: '10:00',
        title: 'Abertura: tokenização e o novo mercado de ativos digitais',
        speaker: 'bruno-siqueira',
      },
      {
        day: 1,
        start: '10:00',
        end: '11:00',
        title: 'Moedas digitais de bancos centrais e pagamentos programáveis',
        speaker: 'bruno-siqueira',
      },
      { day: 1, start: '11:00', end: '11:30', title: 'Coffee break' },
      {
        day: 1,
        start: '11:30',
        end: '12:30',
        title: 'Rastreabilidade em cadeias de suprimentos com blockchain',
        speaker: 'thiago-albuquerque',
      },
      { day: 1, start: '12:30', end: '14:00', title: 'Almoço' },
      {
        day: 1,
        start: '14:00',
        end: '17:30',
        title: 'Painel: compliance, PLD e regulação de ativos virtuais',
        speaker: 'camila-duarte',
      },
      {
        day: 2,
        start: '09:00',
        end: '10:30',
        title: 'Contratos inteligentes: auditoria e segurança',
        speaker: 'thiago-albuquerque',
      },
      { day: 2, start: '10:30', end: '11:00', title: 'Coffee break' },
      {
        day: 2,
        start: '11:00',
        end: '12:30',
        title: 'Estudo de caso: tokenização de recebíveis em uma cooperativa de crédito',
        speaker: 'camila-duarte',
      },
      { day: 2, start: '12:30', end: '14:00', title: 'Almoço' },
      {
        day: 2,
        start: '14:00',
        end: '16:00',
        title: 'Custódia de ativos digitais em instituições financeiras',
        speaker: 'bruno-siqueira',
      },
      { day: 2, start: '16:00', end: '18:00', title: 'Encerramento e networking' },
    ],
    faq: [
      {
        question: 'Preciso entender de criptomoedas para aproveitar a conferência?',
        answer:
          'Não. A programação parte dos fundamentos e foca em aplicações corporativas, regulação e casos de negócio.',
      },
      {
        question: 'Há estacionamento no local?',
        answer:
          'Sim, o complexo tem estacionamento pago. A estação Morumbi da CPTM fica a cerca de dez minutos a pé.',
      },
      {
        question: 'A empresa pode receber nota fiscal?',
        answer: 'Sim. Informe o CNPJ na compra para receber a nota fiscal de serviço por e-mail.',
      },
      {
        question: 'Posso cancelar e receber reembolso?',
        answer:
          'Sim, em até sete dias após a compra, desde que faltem pelo menos 48 horas para o início do evento. Depois desse prazo, o ingresso pode ser transferido.',
      },
    ],
  },
  {
    slug: 'workshop-rpa-para-financas',
    title: 'Workshop RPA para Finanças: contas a pagar e conciliação automatizados',
    category: 'Workshop',
    city: 'Curitiba',
    venue: 'Espaço Rebouças',
    address: 'Av. Sete de Setembro, 2775 - Rebouças, Curitiba - PR, 80230-010',
    daysFromNow: 172,
    startTime: '09:00',
    endTime: '17:00',
    durationDays: 1,
    featured: false,
    organizer: IBGI,
    commissionPercent: 10,
    image: 'workshop-rpa-financas.svg',
    descriptionHtml:
      '<p>Conciliação bancária, lançamento de notas fiscais e contas a pagar estão entre as rotinas que mais se beneficiam da <strong>automação robótica de processos</strong>.</p>' +
      '<p>Neste workshop, uma controller e um engenheiro de automação mostram, passo a passo, como identificar oportunidades, construir um robô de conciliação e manter os controles internos em dia.</p>' +
      '<h3>O que você vai aprender</h3>' +
      '<ul><li>Como mapear rotinas financeiras com maior potencial de automação</li><li>Construção de um robô de conciliação bancária</li><li>Leitura inteligente de notas fiscais e boletos</li><li>Controles internos e trilhas de auditoria para processos automatizados</li></ul>',
    tickets: [
      {
        name: 'Lote 1',
        description: 'Workshop completo, material de apoio, almoço, coffee break e certificado.',
        priceCents: 59700,
        quantity: 40,
        sold: 6,
        maxPerOrder: 3,
      },
    ],
    speakers: ['sofia-ribeiro', 'diego-moraes'],
    agenda: [
      { day: 1, start: '09:00', end: '09:30', title: 'Credenciamento e café' },
      {
        day: 1,
        start: '09:30',
        end: '10:30',
        title: 'Onde a automação gera retorno na área financeira',
        speaker: 'sofia-ribeiro',
      },
      {
        day: 1,
        start: '10:30',
        end: '12:30',
        title: 'Mão na massa: robô de conciliação bancária',
        speaker: 'diego-moraes',
      },
      { day: 1, start: '12:30', end: '13:30', title: 'Almoço' },
      {
        day: 1,
        start: '13:30',
        end: '15:30',
        title: 'Leitura inteligente de notas fiscais e boletos',
        speaker: 'diego-moraes',
      },
      {
        day: 1,
        start: '15:30',
        end: '17:00',
        title: 'Controles internos e auditoria de processos automatizados',
        speaker: 'sofia-ribeiro',
      },
    ],
    faq: [
      {
        question: 'Preciso saber programar?',
        answer:
          'Não. Os robôs são construídos em uma ferramenta visual; familiaridade com planilhas é suficiente.',
      },
      {
        question: 'Preciso levar notebook?',
        answer:
          'Sim, um notebook com Windows e permissão para instalar programas. Enviaremos as instruções de preparação uma semana antes.',
      },
      {
        question: 'A empresa pode receber nota fiscal?',
        answer: 'Sim. Informe o CNPJ na compra para receber a nota fiscal de serviço por e-mail.',
      },
    ],
  },
];

/**
 * The demo's second organizer's own event (issue 17): seeded with their account, so that each
 * organizer's dashboard shows only their events and ownership can be seen working. A draft
 * (Rascunho): the public catalog stays the 14 events above until she publishes it.
 */
export const DEMO_PARTNER_EVENT: DemoEvent = {
  status: 'draft',
  slug: 'seminario-automacao-varejo-logistica',
  title: 'Seminário de Automação no Varejo e na Logística',
  category: 'Seminário',
  city: 'Florianópolis',
  venue: 'Centro de Eventos Beira-Mar',
  address: 'Av. Jorn. Rubens de Arruda Ramos, 2500 - Centro, Florianópolis - SC, 88015-702',
  daysFromNow: 45,
  startTime: '08:30',
  endTime: '18:00',
  durationDays: 1,
  featured: false,
  organizer: 'Sul Eventos Corporativos',
  commissionPercent: 12,
  image: 'workshop-process-mining.svg',
  descriptionHtml:
    '<p>Do centro de distribuição ao caixa da loja: um dia para ver como redes de varejo e operadores logísticos usam <strong>automação, process mining e dados</strong> para entregar mais rápido e errar menos.</p>' +
    '<p>Casos reais apresentados por quem opera, com números de antes e depois, e um painel aberto a perguntas.</p>' +
    '<h3>Para quem é</h3>' +
    '<ul><li>Gestores de operações, supply chain e logística</li><li>Times de automação e centros de excelência</li><li>Analistas de dados e de processos do varejo</li></ul>',
  tickets: [
    {
      name: 'Ingresso padrão',
      description: 'Seminário completo, coffee breaks, almoço e certificado.',
      priceCents: 39000,
      quantity: 120,
      sold: 12,
      maxPerOrder: 5,
    },
    {
      name: 'Estudante',
      description: 'Meia-entrada com comprovante de matrícula no credenciamento.',
      priceCents: 19500,
      quantity: 30,
      sold: 2,
      maxPerOrder: 1,
    },
  ],
  speakers: ['wesley-carvalho', 'gustavo-yamada', 'luana-ferreira'],
  agenda: [
    { day: 1, start: '08:30', end: '09:00', title: 'Credenciamento e café' },
    {
      day: 1,
      start: '09:00',
      end: '10:15',
      title: 'Abertura: um centro de excelência em automação no varejo',
      speaker: 'wesley-carvalho',
    },
    {
      day: 1,
      start: '10:30',
      end: '12:00',
      title: 'Process mining no centro de distribuição: onde os pedidos esperam',
      speaker: 'gustavo-yamada',
    },
    { day: 1, start: '12:00', end: '13:30', title: 'Almoço' },
    {
      day: 1,
      start: '13:30',
      end: '15:00',
      title: 'Previsão de demanda e reposição automática nas lojas',
      speaker: 'luana-ferreira',
    },
    {
      day: 1,
      start: '15:30',
      end: '18:00',
      title: 'Painel aberto: o que automatizar primeiro na sua operação',
    },
  ],
  faq: [
    {
      question: 'Haverá transmissão online?',
      answer: 'Não. O seminário é presencial; os slides são enviados aos participantes depois.',
    },
    {
      question: 'Posso transferir meu ingresso?',
      answer: 'Sim, até 48 horas antes do evento, pelo e-mail do ingresso.',
    },
  ],
};
