import {
  ORGANIZATION_ROLE_LABELS,
  type OrganizationRole,
} from '@bilheteria/domain/organization-contract';
import { emailButton, emailLayout, emailParagraph } from '../mail';

type Message = { subject: string; html: string; text: string };

function message(
  subject: string,
  paragraphs: string[],
  button?: { url: string; label: string },
): Message {
  const bodyHtml =
    paragraphs.map(emailParagraph).join('') + (button ? emailButton(button.url, button.label) : '');
  const bodyText = paragraphs.join('\n\n') + (button ? `\n\n${button.label}: ${button.url}` : '');
  return { subject, ...emailLayout({ title: subject, bodyHtml, bodyText }) };
}

export function invitationEmail(input: {
  organization: string;
  role: OrganizationRole;
  invitedBy: string;
  url: string;
}): Message {
  return message(
    `Convite para a equipe de ${input.organization}`,
    [
      `${input.invitedBy} convidou você para a equipe de ${input.organization} na Bilheteria, com o papel ${ORGANIZATION_ROLE_LABELS[input.role]}.`,
      'O convite vale por 7 dias. Se você ainda não tem conta, ela é criada ao aceitar.',
    ],
    { url: input.url, label: 'Aceitar convite' },
  );
}

export function approvedEmail(input: { organization: string; url: string }): Message {
  return message(
    `${input.organization} foi aprovada na Bilheteria`,
    [
      `Boa notícia: a organização ${input.organization} foi aprovada.`,
      'Você já pode publicar eventos e vender ingressos.',
    ],
    { url: input.url, label: 'Abrir o painel' },
  );
}

export function refusedEmail(input: { organization: string; reason: string }): Message {
  return message(`Cadastro de ${input.organization} não aprovado`, [
    `O cadastro da organização ${input.organization} não foi aprovado.`,
    `Motivo: ${input.reason}`,
    'Se quiser, corrija os dados e responda pelo nosso contato para uma nova análise.',
  ]);
}

export function pendingReviewEmail(input: { organization: string; url: string }): Message {
  return message(
    `Nova organização aguardando aprovação: ${input.organization}`,
    [`A organização ${input.organization} se cadastrou e aguarda a sua análise.`],
    { url: input.url, label: 'Ver organizações' },
  );
}

export function welcomeEmail(input: { organization: string; url: string }): Message {
  return message(
    `Bem-vinda(o) à equipe de ${input.organization}`,
    [
      `Você entrou na equipe de ${input.organization} na Bilheteria.`,
      'Para entrar de outros aparelhos, defina a sua senha pelo botão abaixo. O link vale por 7 dias e só pode ser usado uma vez.',
    ],
    { url: input.url, label: 'Definir minha senha' },
  );
}
