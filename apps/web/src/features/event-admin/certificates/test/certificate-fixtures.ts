import {
  DEFAULT_CERTIFICATE_SETTINGS,
  type CertificateSettingsView,
  type OrganizerCertificate,
  type OrganizerCertificatesView,
} from '@bilheteria/domain/certificate-contract';

/** The certificates' answers as the API gives them (imported by tests only). */

/** Never saved: the defaults, issued by itself at 18:00 of 5 March 2027 in São Paulo. */
export function settingsView(
  overrides: Partial<CertificateSettingsView> = {},
): CertificateSettingsView {
  return {
    ...DEFAULT_CERTIFICATE_SETTINGS,
    salvo: false,
    emissao_automatica_em: '2027-03-05T21:00:00.000Z',
    ...overrides,
  };
}

export function certificate(
  overrides: Partial<OrganizerCertificate> & { codigo: string },
): OrganizerCertificate {
  return {
    ingresso_id: '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c11',
    nome: 'Bruno Comprador',
    email: 'bruno@example.com',
    // 19:00 of 5 March 2027 in São Paulo.
    emitido_em: '2027-03-05T22:00:00.000Z',
    enviado_em: '2027-03-05T22:00:05.000Z',
    downloads: 1,
    revogado_em: null,
    motivo_revogacao: null,
    ...overrides,
  };
}

/** Nothing issued yet. */
export function noCertificates(): OrganizerCertificatesView {
  return {
    resumo: { emitidos: 0, enviados: 0, baixados: 0, revogados: 0, pendentes: 0 },
    certificados: [],
  };
}
