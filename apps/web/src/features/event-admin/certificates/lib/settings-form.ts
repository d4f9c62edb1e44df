import {
  certificateSettingsSchema,
  type CertificateRule,
  type CertificateSettings,
  type CertificateSettingsView,
} from '@bilheteria/domain/certificate-contract';

/** The form's values as typed: the hours as text ('7,5'). */
export interface SettingsFormValues {
  ativo: boolean;
  carga_horaria: string;
  texto: string;
  regra: CertificateRule;
  logo_url: string;
  assinaturas: { nome: string; cargo: string; imagem_url: string }[];
}

/** The saved settings (or the defaults) as the form starts with them. */
export function formValuesOf(settings: CertificateSettingsView): SettingsFormValues {
  return {
    ativo: settings.ativo,
    carga_horaria: String(settings.carga_horaria).replace('.', ','),
    texto: settings.texto,
    regra: settings.regra,
    logo_url: settings.logo_url,
    assinaturas: settings.assinaturas.map((signature) => ({
      nome: signature.nome,
      cargo: signature.cargo,
      imagem_url: signature.imagem_url,
    })),
  };
}

/** Each field's messages by its path ('texto', 'assinaturas.0.nome'). */
export type SettingsErrors = ReadonlyMap<string, string>;

/**
 * The values checked by the API's own schema: what to send, or the messages by field (a field
 * with two problems, such as a text without {nome} and with {cpf}, shows both).
 */
export function checkSettings(
  values: SettingsFormValues,
): { ok: true; settings: CertificateSettings } | { ok: false; errors: SettingsErrors } {
  const parsed = certificateSettingsSchema.safeParse(values);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const messages = new Map<string, string[]>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const list = messages.get(path) ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    messages.set(path, list);
  }
  return {
    ok: false,
    errors: new Map([...messages].map(([path, list]) => [path, list.join(' ')])),
  };
}

/** `text` with `insert` put in place of the selection [start, end); where the caret goes. */
export function insertAt(
  text: string,
  insert: string,
  start: number,
  end: number,
): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
