import { z } from 'zod';

/**
 * The public catalog API contract (spec §3 "Event as received from the server", §7). Field
 * names are the spec's Portuguese ones. The API validates and documents its answers with these
 * schemas; the web derives its types from them, so neither side writes the shapes by hand.
 *
 * Money: `preco` and `valor_ticket` are reais as the spec sends them; `*_centavos` carry the same
 * amount as integer cents, which is what our own code computes with.
 */

export const serverTimestampSchema = z
  .object({
    _seconds: z.number().int().describe('Segundos desde a época Unix (UTC)'),
    _nanoseconds: z.number().int(),
  })
  .meta({ id: 'Timestamp' });

export const categorySchema = z
  .object({ id: z.number().int(), nome_categoria: z.string() })
  .meta({ id: 'Categoria' });
export const categoriesResponseSchema = z.array(categorySchema);

export const citiesResponseSchema = z
  .array(z.string())
  .describe('Cidades distintas, em ordem alfabética');

export const serverEventSchema = z
  .object({
    id: z.string(),
    titulo: z.string(),
    data_hora_inicio: serverTimestampSchema,
    data_hora_fim: serverTimestampSchema,
    local: z.string().describe('Nome do local'),
    cidade: z.string(),
    endereco: z.string(),
    foto: z.string().describe('URL da imagem de capa, servida pelo próprio site'),
    preco: z.number().describe('Menor preço de ingresso, em reais; 0 = gratuito'),
    preco_centavos: z.number().int().describe('O mesmo valor de `preco`, em centavos'),
    categoria: z.object({ id: z.number().int(), nome: z.string() }),
    destaque: z.boolean(),
  })
  .meta({ id: 'Evento' });

export const eventListResponseSchema = z.object({ eventos: z.array(serverEventSchema) });

export const serverTicketSchema = z
  .object({
    id: z.string(),
    titulo_ticket: z.string(),
    valor_ticket: z.number().describe('Preço em reais'),
    valor_ticket_centavos: z.number().int(),
    observacao: z.string(),
    tickets_disponiveis: z
      .string()
      .regex(/^\d+$/)
      .describe('Quantidade disponível, como texto numérico'),
    max_por_pedido: z.number().int().describe('Máximo deste tipo por pedido'),
  })
  .meta({ id: 'Ingresso' });

export const serverFaqSchema = z.object({ duvida: z.string(), resposta: z.string() });

export const serverSpeakerSchema = z.object({
  nome: z.string(),
  cargo: z.string(),
  empresa: z.string(),
  foto: z.string(),
});

export const serverAgendaItemSchema = z.object({
  dataProgramacao: z.string().describe('Dia no formato AAAA-MM-DD (horário de Brasília)'),
  horaInicioProgramacao: z.string().describe('HH:MM'),
  horaFimProgramacao: z.string().describe('HH:MM'),
  tituloPalestra: z.string(),
  nome: z.string(),
  cargo: z.string(),
  empresa: z.string(),
});

/**
 * Where the event's sales stand. Only a published event is listed and sells; one that sold and
 * was then unpublished ('vendas_encerradas') or cancelled ('cancelado') still answers by its
 * link, so its buyers read it instead of a 404.
 */
export const EVENT_SALE_STATES = ['publicado', 'vendas_encerradas', 'cancelado'] as const;
export type EventSaleState = (typeof EVENT_SALE_STATES)[number];

export const serverEventDetailSchema = serverEventSchema
  .extend({
    situacao: z
      .enum(EVENT_SALE_STATES)
      .describe('publicado: à venda; vendas_encerradas: despublicado; cancelado: cancelado'),
    descricao: z.string().describe('Descrição em HTML'),
    organizador: z.string().describe('O nome público da organização: Organizado por …'),
    organizador_logo: z.string().nullable().describe('O logo da organização, quando tem'),
    taxa_servico: z
      .object({
        percentual: z.number().describe('7.5 = 7,5 % do que se paga por ingresso'),
        fixa_centavos: z.number().int().describe('por ingresso pago'),
      })
      .nullable()
      .describe('A taxa de serviço que o comprador paga; null quando não há (Grátis)'),
    tickets: z.array(serverTicketSchema),
    faq: z.array(serverFaqSchema),
    palestrantes: z.array(serverSpeakerSchema),
    programacao: z.array(serverAgendaItemSchema),
  })
  .meta({ id: 'EventoDetalhado' });

export type Category = z.infer<typeof categorySchema>;
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventDetail = z.infer<typeof serverEventDetailSchema>;
export type ServerTicket = z.infer<typeof serverTicketSchema>;
export type ServerAgendaItem = z.infer<typeof serverAgendaItemSchema>;
export type EventListResponse = z.infer<typeof eventListResponseSchema>;
