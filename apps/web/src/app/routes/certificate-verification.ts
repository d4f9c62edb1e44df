/** `/certificados/:codigo`: whether a certificate of attendance is valid (issue 31). */
export { CertificateVerificationPage } from '@/features/certificates';
