import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_RULES,
  certificateSettingsSchema,
  revokeCertificateSchema,
  type CertificateSettingsView,
  type CertificateVerification,
  type MyCertificate,
  type OrganizerCertificatesView,
} from '@bilheteria/domain/certificate-contract';
import { organizerEventParamsSchema } from '@bilheteria/domain/organizer-contract';
import { ROLES } from '@bilheteria/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { contentDisposition } from '../../http/content-disposition';
import { errorResponseSchema } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { organizationOf } from '../../http/request-organization';
import type { MailDeliveriesById } from '../mail';
import { certificateFileName, type CertificateDocuments } from './certificate-documents';
import {
  holderCertificate,
  myCertificates,
  organizerCertificates,
  revokeCertificate,
  verifyCertificate,
} from './certificate-views';
import type { Issuing } from './issue';
import { readSettings, saveSettings } from './settings';
import { ownedEvent } from '../../shared/owned-event';

const messageSchema = z.object({ message: z.string() });
const pdfSchema = z.any().describe('O PDF (application/pdf)');
const codeParam = z.string().max(64);
const isoOrNull = z.string().nullable();

const signatureView = z.object({ nome: z.string(), cargo: z.string(), imagem_url: z.string() });
const settingsViewSchema = z.object({
  ativo: z.boolean(),
  carga_horaria: z.number(),
  texto: z.string(),
  regra: z.enum(CERTIFICATE_RULES),
  logo_url: z.string(),
  assinaturas: z.array(signatureView),
  salvo: z.boolean(),
  emissao_automatica_em: z.string(),
}) satisfies z.ZodType<CertificateSettingsView>;

const verificationSchema = z
  .object({
    codigo: z.string(),
    valido: z.boolean(),
    nome: z.string(),
    evento: z.string(),
    data: z.string(),
    carga_horaria: z.number(),
    organizacao: z.string(),
    revogado_em: isoOrNull,
  })
  .meta({ id: 'CertificateVerification' }) satisfies z.ZodType<CertificateVerification>;

const organizerViewSchema = z.object({
  resumo: z.object({
    emitidos: z.number().int(),
    enviados: z.number().int(),
    baixados: z.number().int(),
    revogados: z.number().int(),
    pendentes: z.number().int(),
  }),
  certificados: z.array(
    z.object({
      codigo: z.string(),
      ingresso_id: z.string(),
      nome: z.string(),
      email: z.string(),
      emitido_em: z.string(),
      enviado_em: isoOrNull,
      downloads: z.number().int(),
      revogado_em: isoOrNull,
      motivo_revogacao: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<OrganizerCertificatesView>;

const myCertificatesSchema = z.array(
  z.object({
    codigo: z.string(),
    ingresso_id: z.string(),
    evento: z.string(),
    emitido_em: z.string(),
  }),
) satisfies z.ZodType<MyCertificate[]>;

export interface CertificateRoutesOptions {
  db: Db;
  clock: () => Date;
  mail: MailDeliveriesById;
  documents: CertificateDocuments;
  issuing: Issuing;
  /** Public lookups per address and minute. */
  lookupsPerMinute: number;
}

/** Certificates of attendance (issue 31): the organizer's, the public check and the holder's. */
export const certificateRoutes: FastifyPluginAsyncZod<CertificateRoutesOptions> = async (
  app,
  { db, clock, mail, documents, issuing, lookupsPerMinute },
) => {
  noStore(app);
  const tags = ['Organizador'];
  const base = '/organizador/eventos/:eventId/certificados';
  const target = (request: { params: { eventId: string } }, organizationId: string) => ({
    organizationId,
    eventId: request.params.eventId,
  });

  app.get(
    `${base}/configuracao`,
    {
      config: { organization: 'eventos:ver' },
      schema: {
        tags,
        summary: 'O certificado de participação do evento (salvo, ou o padrão)',
        params: organizerEventParamsSchema,
        response: { 200: settingsViewSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => readSettings(db, organizationOf(request).id, request.params.eventId),
  );

  app.put(
    `${base}/configuracao`,
    {
      config: { organization: 'eventos:editar', audit: 'evento.certificado' },
      schema: {
        tags,
        summary:
          'Salva o certificado do evento: ativo, carga horária, texto, regra, logo e assinaturas',
        description:
          'Carga horária em horas (8 ou "7,5"); o texto deve conter {nome} e só os marcadores ' +
          '{nome}, {evento}, {data}, {carga_horaria} e {organizacao}; imagens enviadas por ' +
          'POST /api/organizador/imagens.',
        params: organizerEventParamsSchema,
        body: certificateSettingsSchema,
        response: { 200: settingsViewSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      saveSettings(db, target(request, organizationOf(request).id), request.body, clock()),
  );

  app.get(
    `${base}/previa.pdf`,
    {
      config: { organization: 'eventos:ver' },
      schema: {
        tags,
        summary: 'Prévia do certificado em PDF, para um participante de exemplo',
        produces: ['application/pdf'],
        params: organizerEventParamsSchema,
        response: { 200: pdfSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await ownedEvent(db, organizationOf(request).id, request.params.eventId);
      const pdf = await documents.preview(request.params.eventId);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('inline', 'previa-certificado.pdf'))
        .send(pdf);
    },
  );

  app.post(
    `${base}/emissao`,
    {
      config: { organization: 'eventos:editar', audit: 'certificados.emitidos' },
      schema: {
        tags,
        summary: 'Emitir agora: emite os certificados de quem tem direito e ainda não tem',
        description:
          'A emissão roda em segundo plano (e também sozinha, no fim do evento). 409 com o ' +
          'certificado desativado ou antes do início do evento.',
        params: organizerEventParamsSchema,
        response: {
          202: messageSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await issuing.issueNow(target(request, organizationOf(request).id));
      return reply.code(202).send({ message: CERTIFICATE_MESSAGES.issueQueued });
    },
  );

  app.get(
    base,
    {
      config: { organization: 'relatorios' },
      schema: {
        tags,
        summary: 'Certificados emitidos do evento, com o resumo (enviados, baixados, pendentes)',
        params: organizerEventParamsSchema,
        response: { 200: organizerViewSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => organizerCertificates(db, mail, target(request, organizationOf(request).id)),
  );

  app.post(
    `${base}/:codigo/revogacao`,
    {
      config: { organization: 'eventos:editar', audit: 'certificado.revogado' },
      schema: {
        tags,
        summary: 'Revoga um certificado (ex.: após um reembolso), com o motivo',
        params: organizerEventParamsSchema.extend({ codigo: codeParam }),
        body: revokeCertificateSchema,
        response: {
          200: messageSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await revokeCertificate(
        db,
        { ...target(request, organizationOf(request).id), code: request.params.codigo },
        request.body.motivo,
        clock(),
      );
      return { message: CERTIFICATE_MESSAGES.revoked };
    },
  );

  app.get(
    '/certificados/:codigo',
    {
      config: { rateLimit: { max: lookupsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['Ingressos'],
        summary: 'Verifica um certificado pelo código (público)',
        description:
          'Válido: nome, evento, data (primeiro dia), carga horária e organização; revogado: ' +
          '`valido` false e `revogado_em`. Código desconhecido: 404; malformado: 400.',
        params: z.object({ codigo: codeParam }),
        response: { 200: verificationSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => verifyCertificate(db, request.params.codigo),
  );

  app.get(
    '/minha-conta/certificados',
    {
      config: { roles: ROLES },
      schema: {
        tags: ['Ingressos'],
        summary: 'Os certificados do participante (Baixar certificado, em Meus Ingressos)',
        response: { 200: myCertificatesSchema, 401: errorResponseSchema },
      },
    },
    async (request) => myCertificates(db, request.user!),
  );

  app.get(
    '/minha-conta/certificados/:codigo.pdf',
    {
      config: { roles: ROLES },
      schema: {
        tags: ['Ingressos'],
        summary: 'O certificado do participante em PDF (conta um download)',
        description: 'Só o próprio participante; de outra pessoa, 404; revogado, 410.',
        produces: ['application/pdf'],
        params: z.object({ codigo: codeParam }),
        response: {
          200: pdfSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await holderCertificate(db, request.user!, request.params.codigo);
      const pdf = await documents.pdf(row);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          contentDisposition('attachment', certificateFileName(row.code)),
        )
        .send(pdf);
    },
  );
};
