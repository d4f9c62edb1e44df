/*
 * The organizer's event texts (issue 17) without zod: the dashboard, the report and the export
 * menu show these words and need none of the wizard's schemas (event-form.ts re-exports them).
 */

export const EVENT_FORM_MESSAGES = {
  title: 'Título deve ter pelo menos 5 caracteres',
  description: 'Descrição deve ter pelo menos 20 caracteres',
  date: 'Data do evento é obrigatória',
  datePast: 'A data do evento não pode estar no passado',
  time: 'Hora do evento é obrigatória',
  /** The optional end's own words: 'Data do evento' would name the start field. */
  endDate: 'Data de término inválida',
  endTime: 'Horário de término inválido',
  endBeforeStart: 'O término deve ser depois do início',
  location: 'Localização deve ter pelo menos 5 caracteres',
  city: 'Cidade é obrigatória',
  cityShort: 'Cidade deve ter pelo menos 2 caracteres',
  address: 'Endereço completo é obrigatório',
  /** Typed but short ('Rua'): not 'obrigatório', which would say nothing was typed. */
  addressShort: 'Endereço completo deve ter pelo menos 5 caracteres',
  category: 'Categoria é obrigatória',
  commission: 'Comissão é obrigatória',
  commissionRange: 'Comissão deve ser um número entre 0 e 100, com até duas casas decimais',
  image: 'Imagem deve ser uma URL válida',
  imageRequired: 'Imagem do evento é obrigatória',

  ticketsRequired: 'Adicione pelo menos um tipo de ingresso',
  ticketName: 'Nome deve ter pelo menos 2 caracteres',
  ticketDescription: 'Descrição deve ter pelo menos 5 caracteres',
  ticketPrice: 'Preço é obrigatório',
  ticketPriceInvalid: 'Preço inválido',
  ticketQuantity: 'Quantidade é obrigatória',
  ticketQuantityMin: 'Quantidade mínima é 1',
  ticketMaxPerOrder: 'Máximo por pedido é obrigatório',
  ticketMaxPerOrderMin: 'Máximo por pedido mínimo é 1',
  ticketMaxPerOrderMax: 'Máximo por pedido é 5',
  ticketsSaved: 'Ingressos salvos com sucesso!',
  /** A new event has no server copy yet: 'Salvar ingressos' keeps them in the draft only. */
  ticketsKeptInDraft:
    'Ingressos conferidos e guardados no rascunho deste navegador. Eles serão salvos com o evento, em "Salvar Evento".',

  agendaRequired: 'Adicione pelo menos um item na agenda',
  agendaTime: 'Horário é obrigatório',
  agendaTitle: 'Título deve ter pelo menos 3 caracteres',
  agendaDayOutside: 'O dia deve estar entre o início e o término do evento',

  speakersRequired: 'Adicione pelo menos um palestrante',
  speakerName: 'Nome é obrigatório',
  speakerRole: 'Cargo é obrigatório',
  speakerCompany: 'Empresa é obrigatória',
  speakerImage: 'URL da imagem inválida',

  faqRequired: 'Adicione pelo menos uma pergunta frequente',
  faqQuestion: 'Pergunta deve ter pelo menos 5 caracteres',
  faqAnswer: 'Resposta deve ter pelo menos 5 caracteres',

  created: 'Evento criado com sucesso!',
  updated: 'Evento atualizado com sucesso!',
  deleted: 'Evento excluído com sucesso!',
  published: 'Evento publicado com sucesso!',
  unpublished: 'Evento despublicado: voltou a ser rascunho.',
  duplicated: 'Evento duplicado como rascunho.',
  exported: 'Dados exportados com sucesso!',
  eventCanceled: 'Este evento foi cancelado e não pode mais ser alterado.',
  deleteRefused:
    'Este evento tem pedidos pagos e não pode ser excluído. Cancele o evento para reembolsar os compradores.',
  deletePaymentsOpen:
    'Este evento tem pagamentos em andamento ou a estornar e não pode ser excluído agora. Tente de novo mais tarde.',
  priceLocked: 'O preço de um tipo de ingresso já vendido não pode mudar.',
  quantityBelowSold: 'A quantidade não pode ficar abaixo dos ingressos vendidos e reservados',
  ticketTypeSoldRemoved: 'Um tipo de ingresso já vendido não pode ser removido.',
  notFound: 'Evento não encontrado',
  imageType: 'Envie uma imagem JPEG, PNG ou WebP.',
  imageTooLarge: 'A imagem deve ter no máximo 5 MB.',
  imageUnreadable: 'Não foi possível ler esta imagem.',
  imageUnreachable:
    'Não foi possível baixar a imagem deste endereço. Verifique o link ou envie o arquivo.',
  imageNotImage: 'O endereço não leva a uma imagem JPEG, PNG ou WebP.',
  imageAddressRefused:
    'Este endereço de imagem não é permitido: use um endereço público ou envie o arquivo.',
  unpublishUnconfirmed: 'Confirme para despublicar.',
} as const;

/** '1 ingresso vendido', '12 ingressos vendidos'. */
export function ticketsSoldText(count: number): string {
  return count === 1 ? '1 ingresso vendido' : `${count} ingressos vendidos`;
}

/**
 * Why unpublishing an event with sales needs a confirmation, said by the API's 409 and by the
 * dialog that asks for it: the sales end, the buyers keep their tickets.
 */
export function unpublishWithSalesText(ticketsSold: number): string {
  return (
    `Este evento tem ${ticketsSoldText(ticketsSold)}. ` +
    'Despublicado, ele sai da lista de eventos e não vende mais; os compradores mantêm seus ' +
    "ingressos e a página do evento mostra 'Vendas encerradas'."
  );
}

export const EVENT_SAVE_STATUSES = ['draft', 'published'] as const;
export type EventSaveStatus = (typeof EVENT_SAVE_STATUSES)[number];
/** Spec §4: the organizer table's labels. */
export const EVENT_STATUS_LABELS: Record<EventSaveStatus, string> = {
  draft: 'Rascunho',
  published: 'Ativo',
};
