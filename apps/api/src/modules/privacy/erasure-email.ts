import escapeHtml from 'escape-html';
import { emailButton, emailLayout } from '../mail';

/** The e-mail that confirms 'Excluir minha conta' (issue 30), pt-BR, HTML and text. */
export function erasureConfirmationEmail(input: { name: string; url: string }) {
  const subject = 'Confirme a exclusão da sua conta na Bilheteria';
  const first = input.name.trim().split(/\s+/)[0];
  const paragraphs = [
    first ? `Olá, ${first}!` : 'Olá!',
    'Recebemos um pedido para excluir a sua conta na Bilheteria. Ao confirmar, seus dados pessoais (nome, e-mail, telefones, CPF, respostas e dados de pagamento) são anonimizados em todos os nossos registros e você sai de todos os aparelhos.',
    'Os pedidos, valores e lançamentos financeiros continuam registrados sob um pseudônimo, como exige a lei. Isso não pode ser desfeito.',
    'O link abaixo vale por 24 horas e só pode ser usado uma vez.',
  ];
  const after = 'Se você não pediu isso, ignore este e-mail: nada muda na sua conta.';
  const bodyHtml = [
    ...paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`),
    emailButton(input.url, 'Confirmar a exclusão'),
    `<p style="margin:0 0 16px;font-size:13px;color:#52525b">Se o botão não abrir, copie este endereço no navegador:<br><span style="word-break:break-all">${escapeHtml(input.url)}</span></p>`,
    `<p style="margin:0 0 16px">${escapeHtml(after)}</p>`,
  ].join('\n');
  const bodyText = [...paragraphs, `Confirmar a exclusão: ${input.url}`, after].join('\n\n');
  return { subject, ...emailLayout({ title: subject, bodyHtml, bodyText }) };
}
