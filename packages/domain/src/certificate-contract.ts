import { z } from 'zod';
import { MONTH_NAMES } from './dates';
import { UPLOADED_IMAGE_PATH } from './event-form';

/**
 * Certificates of attendance (issue 31): per event, the organizer sets the text, the hours, the
 * logo, up to two signatures and who gets one (every participant, or only those checked in).
 * After the event (or on 'Emitir agora') a durable job issues one certificate per eligible
 * participant, with a code anyone can verify at /certificados/<codigo>.
 *
 * API (names others script against):
 * - GET  /api/organizador/eventos/:eventId/certificados/configuracao → CertificateSettingsView
 * - PUT  /api/organizador/eventos/:eventId/certificados/configuracao ← certificateSettingsSchema
 * - GET  /api/organizador/eventos/:eventId/certificados/previa.pdf (a sample participant's PDF)
 * - POST /api/organizador/eventos/:eventId/certificados/emissao → 202 { message }
 * - GET  /api/organizador/eventos/:eventId/certificados → OrganizerCertificatesView
 * - POST /api/organizador/eventos/:eventId/certificados/:codigo/revogacao ← { motivo }
 * - GET  /api/certificados/:codigo (public) → CertificateVerification; 404 when unknown
 * - GET  /api/minha-conta/certificados → MyCertificate[] (the signed-in participant's)
 * - GET  /api/minha-conta/certificados/:codigo.pdf (the participant's own; counts a download)
 */

export const CERTIFICATE_PLACEHOLDERS = [
  'nome',
  'evento',
  'data',
  'carga_horaria',
  'organizacao',
] as const;
export type CertificatePlaceholder = (typeof CERTIFICATE_PLACEHOLDERS)[number];

export const CERTIFICATE_RULES = ['presentes', 'todos'] as const;
export type CertificateRule = (typeof CERTIFICATE_RULES)[number];

export const CERTIFICATE_RULE_LABELS: Record<CertificateRule, string> = {
  presentes: 'Somente quem fez check-in',
  todos: 'Todos os participantes',
};

export const DEFAULT_CERTIFICATE_TEXT =
  'Certificamos que {nome} participou do evento {evento}, realizado em {data}, ' +
  'com carga horária de {carga_horaria}, promovido por {organizacao}.';

export const MAX_CERTIFICATE_SIGNATURES = 2;
export const MAX_CERTIFICATE_TEXT = 1_000;
export const MAX_CERTIFICATE_HOURS = 999;

export const CERTIFICATE_MESSAGES = {
  hoursInvalid: 'Informe a carga horária em horas, de 0,5 a 999 (ex.: 8 ou 7,5)',
  textRequired: 'Escreva o texto do certificado',
  textTooLong: `O texto deve ter no máximo ${MAX_CERTIFICATE_TEXT} caracteres`,
  textNeedsName: 'O texto deve conter {nome}',
  unknownPlaceholder: (name: string) =>
    `Marcador desconhecido: {${name}}. Use {nome}, {evento}, {data}, {carga_horaria} ou {organizacao}.`,
  ruleInvalid: 'Escolha quem recebe o certificado',
  imageInvalid: 'Envie uma imagem PNG, JPEG ou WebP',
  signatureNameRequired: 'Informe o nome de quem assina',
  signatureRoleRequired: 'Informe o cargo de quem assina',
  tooManySignatures: `No máximo ${MAX_CERTIFICATE_SIGNATURES} assinaturas`,
  settingsSaved: 'Certificado salvo.',
  issueQueued:
    'Emissão iniciada. Os certificados são enviados por e-mail aos participantes que têm direito.',
  issueDisabled: 'Ative o certificado antes de emitir.',
  issueBeforeStart:
    'O evento ainda não começou. Os certificados podem ser emitidos a partir do início.',
  revokeReasonRequired: 'Informe o motivo da revogação',
  revoked: 'Certificado revogado.',
  alreadyRevoked: 'Este certificado já foi revogado.',
  notFound: 'Certificado não encontrado. Confira o código.',
  codeInvalid: 'Código de certificado inválido.',
  revokedDownload: 'Este certificado foi revogado pelo organizador e não pode mais ser baixado.',
  emailSubject: (event: string) => `Seu certificado de participação: ${event}`,
} as const;

const M = CERTIFICATE_MESSAGES;

/** '8', '7,5', '7.5' → hours; null when not a number of hours we accept. */
export function parseCertificateHours(input: string | number): number | null {
  const text = String(input).trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d)?$/.test(text)) return null;
  const hours = Number(text);
  return hours >= 0.5 && hours <= MAX_CERTIFICATE_HOURS ? hours : null;
}

/** 8 → '8 horas', 1 → '1 hora', 7.5 → '7,5 horas'. */
export function formatCertificateHours(hours: number): string {
  const text = String(hours).replace('.', ',');
  return `${text} ${hours === 1 ? 'hora' : 'horas'}`;
}

/** The placeholders a text uses that are not ours ('{nome}' is ours, '{cpf}' is not). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(CERTIFICATE_PLACEHOLDERS);
  return [...text.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1]!)
    .filter((name) => !known.has(name));
}

/** The certificate's text with each placeholder replaced (unknown ones are left as written). */
export function fillCertificateText(
  template: string,
  values: Record<CertificatePlaceholder, string>,
): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    (CERTIFICATE_PLACEHOLDERS as readonly string[]).includes(name)
      ? values[name as CertificatePlaceholder]
      : whole,
  );
}

const uploadedImage = z
  .string()
  .trim()
  .refine((value) => value === '' || UPLOADED_IMAGE_PATH.test(value), { error: M.imageInvalid });

export const certificateSignatureSchema = z.object({
  nome: z
    .string({ error: M.signatureNameRequired })
    .trim()
    .min(2, { error: M.signatureNameRequired })
    .max(120),
  cargo: z
    .string({ error: M.signatureRoleRequired })
    .trim()
    .min(2, { error: M.signatureRoleRequired })
    .max(120),
  /** An uploaded image (POST /api/organizador/imagens), or '' for a line without a picture. */
  imagem_url: uploadedImage.default(''),
});
export type CertificateSignature = z.infer<typeof certificateSignatureSchema>;

/** PUT …/certificados/configuracao: the same schema checks the form in the browser. */
export const certificateSettingsSchema = z.object({
  ativo: z.boolean(),
  /** Hours: a number, or the text typed ('7,5'). */
  carga_horaria: z
    .union([z.number(), z.string()], { error: M.hoursInvalid })
    .transform((value, context) => {
      const hours = parseCertificateHours(value);
      if (hours === null) {
        context.addIssue({ code: 'custom', message: M.hoursInvalid });
        return z.NEVER;
      }
      return hours;
    }),
  texto: z
    .string({ error: M.textRequired })
    .trim()
    .min(1, { error: M.textRequired })
    .max(MAX_CERTIFICATE_TEXT, { error: M.textTooLong })
    .superRefine((text, context) => {
      for (const name of unknownPlaceholders(text)) {
        context.addIssue({ code: 'custom', message: M.unknownPlaceholder(name) });
      }
      if (!text.includes('{nome}')) context.addIssue({ code: 'custom', message: M.textNeedsName });
    }),
  regra: z.enum(CERTIFICATE_RULES, { error: M.ruleInvalid }),
  logo_url: uploadedImage.default(''),
  assinaturas: z
    .array(certificateSignatureSchema)
    .max(MAX_CERTIFICATE_SIGNATURES, { error: M.tooManySignatures })
    .default([]),
});
export type CertificateSettingsInput = z.input<typeof certificateSettingsSchema>;
export type CertificateSettings = z.output<typeof certificateSettingsSchema>;

/** GET …/certificados/configuracao: the saved settings, or the defaults when never saved. */
export interface CertificateSettingsView extends CertificateSettings {
  /** Whether they were ever saved (false: these are the defaults). */
  salvo: boolean;
  /** When the job issues by itself: the event's end (ISO). */
  emissao_automatica_em: string;
}

export const DEFAULT_CERTIFICATE_SETTINGS: CertificateSettings = {
  ativo: false,
  carga_horaria: 8,
  texto: DEFAULT_CERTIFICATE_TEXT,
  regra: 'presentes',
  logo_url: '',
  assinaturas: [],
};

export const revokeCertificateSchema = z.object({
  motivo: z
    .string({ error: M.revokeReasonRequired })
    .trim()
    .min(3, { error: M.revokeReasonRequired })
    .max(500),
});

/** GET /api/certificados/:codigo (public). No personal data beyond the name printed on it. */
export interface CertificateVerification {
  codigo: string;
  /** True when it exists and is not revoked. */
  valido: boolean;
  nome: string;
  evento: string;
  /** The event's first day in São Paulo, 'YYYY-MM-DD'. */
  data: string;
  /** Hours (7.5 for 7h30). */
  carga_horaria: number;
  organizacao: string;
  /** ISO, or null. */
  revogado_em: string | null;
}

/** One row of the organizer's list. */
export interface OrganizerCertificate {
  codigo: string;
  ingresso_id: string;
  nome: string;
  email: string;
  emitido_em: string;
  /** When its e-mail left (null: not yet, or it bounced). */
  enviado_em: string | null;
  downloads: number;
  revogado_em: string | null;
  motivo_revogacao: string | null;
}

/** GET /api/organizador/eventos/:eventId/certificados */
export interface OrganizerCertificatesView {
  resumo: {
    emitidos: number;
    enviados: number;
    baixados: number;
    revogados: number;
    /** Eligible participants with none yet (e.g. admitted by a late offline sync). */
    pendentes: number;
  };
  certificados: OrganizerCertificate[];
}

/** GET /api/minha-conta/certificados */
export interface MyCertificate {
  codigo: string;
  ingresso_id: string;
  evento: string;
  emitido_em: string;
}

/**
 * Verification codes: 12 characters of Crockford's base32 (no I, L, O, U), shown in three
 * groups ('7K3M-Q9XD-2HPA'); typed in any case, with or without the dashes.
 */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function normalizeCertificateCode(input: string): string | null {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (compact.length !== 12) return null;
  for (const char of compact) if (!CERTIFICATE_CODE_ALPHABET.includes(char)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;
}

/** The participant shown on the preview (GET …/certificados/previa.pdf). */
export const CERTIFICATE_SAMPLE_NAME = 'Nome do Participante';

/** Where a certificate is verified (its QR). */
export function certificateVerificationPath(code: string): string {
  return `/certificados/${code}`;
}

/** 'março': the date inside a sentence, where the month is not capitalised. */
const MONTHS_LOWER = MONTH_NAMES.map((name) => name.toLowerCase());

/**
 * The event's days as a certificate prints them ({data}), from its first and last calendar days
 * in São Paulo ('YYYY-MM-DD'): '10 de março de 2027', '10 a 12 de março de 2027',
 * '30 de março a 2 de abril de 2027', '30 de dezembro de 2026 a 2 de janeiro de 2027'.
 */
export function certificateDatesText(firstDay: string, lastDay: string): string {
  const [y1, m1, d1] = firstDay.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = lastDay.split('-').map(Number) as [number, number, number];
  const month = (m: number) => MONTHS_LOWER[m - 1]!;
  if (firstDay >= lastDay) return `${d1} de ${month(m1)} de ${y1}`;
  if (y1 !== y2) return `${d1} de ${month(m1)} de ${y1} a ${d2} de ${month(m2)} de ${y2}`;
  if (m1 !== m2) return `${d1} de ${month(m1)} a ${d2} de ${month(m2)} de ${y2}`;
  return `${d1} a ${d2} de ${month(m2)} de ${y2}`;
}

/** Hours as stored (minutes) and back: 7,5 h = 450. */
export const hoursToMinutes = (hours: number) => Math.round(hours * 60);
export const minutesToHours = (minutes: number) => Math.round(minutes / 6) / 10;
