import { lazy, Suspense } from 'react';

const CertificateSection = lazy(async () => ({
  default: (await import('./certificate-section')).CertificateSection,
}));

/**
 * The report's 'Certificado' section in its own chunk: its form and the certificate's schema load
 * after the figures the report opens for, which show without waiting for them.
 */
export function LazyCertificateSection(props: { userId: string; eventId: string }) {
  return (
    <Suspense fallback={null}>
      <CertificateSection {...props} />
    </Suspense>
  );
}
