/** Certificates of attendance (issue 31): the public page that verifies a code. */
export { CertificateVerificationPage } from './certificate-verification-page';
