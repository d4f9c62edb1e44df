/**
 * The affiliate screens' texts and labels (issue 16), without zod or the bank list: the event
 * page's affiliate box and the dashboard import these alone. The contract re-exports them.
 */
export const AFFILIATE_MESSAGES = {
  fullNameTooShort: 'Nome completo deve ter pelo menos 3 caracteres',
  emailInvalid: 'E-mail inválido',
  cpfInvalid: 'CPF inválido',
  phoneInvalid: 'Telefone inválido',
  bankDetailsRequired: 'Dados bancários são necessários para recebimento',
  pixKeyInvalid: 'Chave PIX inválida para o tipo escolhido',
  bankUnknown: 'Banco não encontrado: informe o código de 3 dígitos (ex.: 001)',
  agencyInvalid: 'Agência inválida: informe só os números, sem o dígito',
  accountInvalid: 'Conta ou dígito inválido para este banco',
  tooLong: 'Texto muito longo',
  // Spec §8.
  signUpSuccess: 'Parabéns! Você agora é um afiliado.',
  signUpFailed: 'Erro ao processar seu cadastro',
  signUpFailedDetail: 'Por favor tente novamente mais tarde.',
  notAffiliate: 'Você não é um afiliado',
  affiliated: 'Você se afiliou a este evento!',
  linkCopied: 'Link copiado!',
  copyFailed: 'Erro ao copiar',
  copyFailedDetail: 'Não foi possível copiar o link. Tente novamente.',
  // Ours, in the same voice.
  alreadyAffiliate: 'Você já é um afiliado.',
  adminCannotJoin: 'Contas de organizador não podem se cadastrar como afiliado.',
  eventNotFound: 'Evento não encontrado.',
  payoutMonthInvalid: 'Informe o mês no formato AAAA-MM.',
  payoutMonthNotOver: 'Este mês ainda não terminou: só é possível fechar um mês encerrado.',
  payoutMonthBeforeLast: 'Já existe um repasse de um mês posterior: feche sempre o mês seguinte.',
  payoutNotFound: 'Repasse não encontrado.',
  payoutAlreadyPaid: 'Este repasse já foi marcado como pago.',
  payoutDateInvalid: 'Informe a data do pagamento (AAAA-MM-DD), até hoje.',
} as const;

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Celular',
  aleatoria: 'Chave aleatória',
};
export const SALE_STATUSES = ['pendente', 'pago', 'estornado'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  pendente: 'Pendente',
  pago: 'Pago',
  // The buyer's money went back: the ticket is not sold and its commission is reversed.
  estornado: 'Reembolsado',
};
