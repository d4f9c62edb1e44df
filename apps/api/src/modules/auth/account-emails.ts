import escapeHtml from 'escape-html';
import { emailLayout } from '../mail';

/**
 * The account e-mails (issue 14), pt-BR, HTML and text. Every value from outside — a name, an
 * address, a link — is escaped here; the layout adds the header and footer.
 */

export interface AccountEmail {
  subject: string;
  html: string;
  text: string;
}

const BUTTON_STYLE =
  'display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;' +
  'padding:12px 20px;border-radius:6px;font-weight:bold';

function greeting(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Olá, ${first}!` : 'Olá!';
}

interface Parts {
  subject: string;
  name: string | null | undefined;
  /** Paragraphs before the button (plain text; escaped here). */
  before: string[];
  action: { label: string; url: string };
  /** Paragraphs after it. */
  after: string[];
}

function compose({ subject, name, before, action, after }: Parts): AccountEmail {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const url = escapeHtml(action.url);
  const bodyHtml = [
    paragraph(greeting(name)),
    ...before.map(paragraph),
    `<p style="margin:24px 0"><a href="${url}" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#52525b">Se o botão não abrir, copie este endereço no navegador:<br><span style="word-break:break-all">${url}</span></p>`,
    ...after.map(paragraph),
  ].join('\n');
  const bodyText = [greeting(name), ...before, `${action.label}: ${action.url}`, ...after].join(
    '\n\n',
  );
  return { subject, ...emailLayout({ title: subject, bodyHtml, bodyText }) };
}

const IGNORE_IF_NOT_YOU = 'Se você não pediu isso, ignore este e-mail: nada muda na sua conta.';

/** An account made for someone (a ticket's participant, an admin's POST /api/usuarios). */
export function setPasswordEmail(input: {
  name: string;
  email: string;
  url: string;
}): AccountEmail {
  return compose({
    subject: 'Defina sua senha na Bilheteria',
    name: input.name,
    before: [
      `Criamos uma conta na Bilheteria para ${input.email}. Com ela você encontra seus ingressos em Meus Ingressos.`,
      'Para entrar, defina sua senha pelo botão abaixo. O link vale por 7 dias e só pode ser usado uma vez.',
    ],
    action: { label: 'Definir minha senha', url: input.url },
    after: [
      'Depois desse prazo, use "Esqueceu a senha?" na página de login para receber um novo link.',
    ],
  });
}

/** 'Esqueceu a senha?'. */
export function resetPasswordEmail(input: { name: string; url: string }): AccountEmail {
  return compose({
    subject: 'Redefinição de senha da Bilheteria',
    name: input.name,
    before: [
      'Recebemos um pedido para criar uma nova senha para a sua conta na Bilheteria.',
      'O link abaixo vale por 1 hora e só pode ser usado uma vez.',
    ],
    action: { label: 'Criar nova senha', url: input.url },
    after: [IGNORE_IF_NOT_YOU],
  });
}

/** A buyer's "send me my tickets": one click opens Meus Ingressos. */
export function ticketLinkEmail(input: { name: string | null; url: string }): AccountEmail {
  return compose({
    subject: 'Seu link de acesso aos ingressos',
    name: input.name,
    before: [
      'Recebemos um pedido para acessar seus ingressos na Bilheteria.',
      'O botão abaixo abre Meus Ingressos já com você conectado. Ele vale por 30 minutos e só pode ser usado uma vez.',
    ],
    action: { label: 'Ver meus ingressos', url: input.url },
    after: [IGNORE_IF_NOT_YOU],
  });
}

/** Someone signed up with an address that already has an account. */
export function accountExistsEmail(input: { name: string; url: string }): AccountEmail {
  return compose({
    subject: 'Tentativa de cadastro com o seu e-mail',
    name: input.name,
    before: [
      'Alguém tentou criar uma conta na Bilheteria com o seu e-mail, mas ele já tem uma conta — a sua. Nenhuma conta nova foi criada.',
      'Se foi você, entre com a sua senha. Se não lembra dela (ou ainda não definiu uma), crie uma nova pelo botão abaixo; o link vale por 1 hora e só pode ser usado uma vez.',
    ],
    action: { label: 'Criar nova senha', url: input.url },
    after: ['Se não foi você, ignore este e-mail: ninguém entrou na sua conta.'],
  });
}

/** A new sign-up: confirms the address and turns the chosen password on. */
export function confirmSignupEmail(input: { name: string; url: string }): AccountEmail {
  return compose({
    subject: 'Confirme seu cadastro na Bilheteria',
    name: input.name,
    before: [
      'Falta pouco: confirme que este e-mail é seu para ativar a sua conta na Bilheteria.',
      'O link vale por 24 horas e só pode ser usado uma vez. Depois de confirmar, você entra com a senha que escolheu.',
    ],
    action: { label: 'Confirmar cadastro', url: input.url },
    after: [
      'Se você não se cadastrou na Bilheteria, ignore este e-mail: a conta não será ativada.',
    ],
  });
}
