/**
 * The texts of check-in (issue 15) that door staff and organizers read, and the door's three
 * answers — without zod, so that the door scanner's code does not carry a validator it never
 * runs (the contract, check-in-contract.ts, re-exports them).
 */

export const CHECK_IN_TEXTS = {
  valid: 'Válido',
  alreadyUsed: 'Já utilizado',
  invalid: 'Inválido',
  offline: 'Modo offline',
  lastSync: 'Última sincronização',
  codeField: 'Código do ingresso',
  conflicts: 'Conflitos',
  createLink: 'Criar link de check-in',
  revoke: 'Revogar',
} as const;

export const CHECK_IN_MESSAGES = {
  linkRefused: 'Link de check-in inválido, expirado ou revogado. Peça um novo link ao organizador.',
  eventNotFound: 'Evento não encontrado.',
  linkNotFound: 'Link de check-in não encontrado.',
  labelRequired: 'Informe o nome do portão ou do leitor (ex.: Portão A).',
  labelTooLong: 'O nome do portão deve ter no máximo 60 caracteres.',
  expiryInPast: 'A validade do link deve ser uma data futura.',
  expiryTooFar: 'A validade do link pode ir no máximo até 7 dias depois do fim do evento.',
  entryRequired: 'Leia o QR code ou digite o código do ingresso.',
  nonceInvalid: 'Identificador da leitura inválido.',
  searchTooShort: 'Digite pelo menos 2 letras do nome ou do e-mail.',
  tooManyScans: 'Envie no máximo 500 leituras por vez.',
  linkRevoked: 'Link revogado. Quem estiver com ele não consegue mais fazer check-in.',
  // Why a ticket is 'Inválido' (shown under the verdict).
  notATicket: 'Código ou QR code não reconhecido.',
  forged: 'QR code com assinatura inválida.',
  otherEvent: 'Este ingresso é de outro evento.',
  canceled: 'Este ingresso foi cancelado.',
  replaced: 'Este QR code foi substituído: o participante do ingresso foi trocado.',
} as const;

/** What the door was told. */
export const CHECK_IN_RESULTS = ['valido', 'ja_utilizado', 'invalido'] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

export const CHECK_IN_RESULT_TEXTS: Record<CheckInResult, string> = {
  valido: CHECK_IN_TEXTS.valid,
  ja_utilizado: CHECK_IN_TEXTS.alreadyUsed,
  invalido: CHECK_IN_TEXTS.invalid,
};

/** The longest entry that can be a ticket's (a QR payload is 164 characters, a code 19). */
export const MAX_ENTRY_LENGTH = 400;

/** At most this many offline scans per upload. */
export const MAX_SYNC_SCANS = 500;
