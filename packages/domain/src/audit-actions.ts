/**
 * The audit log's actions (issue 28): a stable code per thing a member (or the operator as
 * support) did, and how 'Atividade' says it. Organizer routes name theirs in `config.audit`;
 * the organizations module records one line per successful call.
 */
export const AUDIT_ACTIONS = {
  'evento.criado': 'Criou o evento',
  'evento.editado': 'Editou o evento',
  'evento.publicacao': 'Alterou a publicação do evento',
  'evento.duplicado': 'Duplicou o evento',
  'evento.excluido': 'Excluiu o evento',
  'evento.cancelado': 'Cancelou o evento',
  'evento.cancelamento-retomado': 'Retomou os reembolsos do cancelamento',
  'evento.troca-participante': 'Alterou as regras de troca de participante',
  'evento.perguntas': 'Alterou as perguntas de inscrição',
  'evento.retencao': 'Alterou o prazo de retenção dos dados dos participantes',
  'evento.fila-virtual': 'Alterou a fila virtual',
  'evento.certificado': 'Alterou o certificado do evento',
  'certificados.emitidos': 'Emitiu os certificados',
  'certificado.revogado': 'Revogou um certificado',
  'evento.crachas': 'Alterou o modelo de crachá',
  'pedido.reembolsado': 'Reembolsou um pedido',
  'reembolso.pago': 'Marcou um reembolso como pago',
  'nota-fiscal.registrada': 'Registrou uma nota fiscal',
  'ingresso.reenviado': 'Reenviou um ingresso',
  exportacao: 'Exportou dados',
  'checkin.link-criado': 'Criou um link de check-in',
  'checkin.link-revogado': 'Revogou um link de check-in',
  'organizacao.criada': 'Cadastrou a organização',
  'organizacao.editada': 'Editou o perfil da organização',
  'organizacao.repasse': 'Alterou os dados de repasse',
  'organizacao.aprovada': 'Aprovou a organização',
  'organizacao.recusada': 'Recusou a organização',
  'organizacao.taxa': 'Alterou a taxa da plataforma',
  'exportacao.extrato': 'Exportou o extrato financeiro',
  'equipe.convite': 'Convidou uma pessoa',
  'equipe.convite-cancelado': 'Cancelou um convite',
  'equipe.entrada': 'Entrou na equipe',
  'equipe.papel': 'Alterou o papel de uma pessoa',
  'equipe.remocao': 'Removeu uma pessoa da equipe',
  'atividade.exportada': 'Exportou a atividade',
  'suporte.entrada': 'Entrou como suporte',
  'suporte.saida': 'Saiu do suporte',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
