import { PIX_KEY_TYPES, type PixKeyType } from '@bilheteria/domain/affiliate-contract';
import type { SessionUser } from '@bilheteria/domain/auth-contract';

/**
 * The form's own values: both kinds of bank details are held, so switching between 'Chave PIX'
 * and 'Conta bancária' loses nothing typed. The shared schema (affiliateSignUpSchema) judges
 * them as they are: it reads the kind chosen (`tipo`) and ignores the other kind's fields.
 */
export interface SignUpFormValues {
  fullName: string;
  email: string;
  cpf: string;
  phone: string;
  bankDetails: {
    tipo: 'pix' | 'conta';
    tipo_chave: PixKeyType;
    chave: string;
    banco: string;
    agencia: string;
    conta: string;
    digito: string;
  };
}

export type SignUpField =
  | 'fullName'
  | 'email'
  | 'cpf'
  | 'phone'
  | 'bankDetails'
  | `bankDetails.${'tipo' | 'tipo_chave' | 'chave' | 'banco' | 'agencia' | 'conta' | 'digito'}`;

const BANK_FIELDS = ['tipo', 'tipo_chave', 'chave', 'banco', 'agencia', 'conta', 'digito'];
const TOP_FIELDS = ['fullName', 'email', 'cpf', 'phone', 'bankDetails'];

/**
 * The form's field for a path of the API's 400 ('fullName', 'bankDetails', 'bankDetails.chave',
 * or 'bankDetails/chave'); null for a path the form does not have.
 */
export function signUpField(path: string): SignUpField | null {
  const [top, inner] = path.split(/[./]/);
  if (top === 'bankDetails' && inner !== undefined) {
    return BANK_FIELDS.includes(inner) ? (`bankDetails.${inner}` as SignUpField) : 'bankDetails';
  }
  return top !== undefined && TOP_FIELDS.includes(top) ? (top as SignUpField) : null;
}

export function emptySignUpForm(): SignUpFormValues {
  return {
    fullName: '',
    email: '',
    cpf: '',
    phone: '',
    bankDetails: {
      tipo: 'pix',
      tipo_chave: 'cpf',
      chave: '',
      banco: '',
      agencia: '',
      conta: '',
      digito: '',
    },
  };
}

/**
 * What is typed is kept for this tab only (sessionStorage, never localStorage: CPF and bank
 * details are personal data), so a visitor sent to sign in or create an account first comes
 * back to the filled form. Cleared once the sign-up succeeds.
 */
export const SIGN_UP_DRAFT_KEY = 'becomeAffiliateDraft';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveSignUpDraft(values: SignUpFormValues): void {
  try {
    session()?.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // A full or refused storage: the draft is simply not kept.
  }
}

export function clearSignUpDraft(): void {
  try {
    session()?.removeItem(SIGN_UP_DRAFT_KEY);
  } catch {
    // Same as above.
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The kept draft, field by field (anything malformed read as empty), or null when none. */
export function readSignUpDraft(): SignUpFormValues | null {
  let raw: string | null;
  try {
    raw = session()?.getItem(SIGN_UP_DRAFT_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<Record<keyof SignUpFormValues, unknown>>;
    const bank = (draft.bankDetails ?? {}) as Record<string, unknown>;
    return {
      fullName: text(draft.fullName),
      email: text(draft.email),
      cpf: text(draft.cpf),
      phone: text(draft.phone),
      bankDetails: {
        tipo: bank.tipo === 'conta' ? 'conta' : 'pix',
        tipo_chave: PIX_KEY_TYPES.find((type) => type === bank.tipo_chave) ?? 'cpf',
        chave: text(bank.chave),
        banco: text(bank.banco),
        agencia: text(bank.agencia),
        conta: text(bank.conta),
        digito: text(bank.digito),
      },
    };
  } catch {
    clearSignUpDraft();
    return null;
  }
}

/** Where the form starts: the kept draft, else empty; the account's name and e-mail fill gaps. */
export function signUpFormStart(user: Pick<SessionUser, 'name' | 'email'> | null): {
  values: SignUpFormValues;
  restored: boolean;
} {
  const draft = readSignUpDraft();
  const values = draft ?? emptySignUpForm();
  return {
    values: {
      ...values,
      fullName: values.fullName || user?.name || '',
      email: values.email || user?.email || '',
    },
    restored: draft !== null,
  };
}
