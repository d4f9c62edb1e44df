/** The operator's 'Entrar como suporte' banner, loaded only while the operator is in support. */
export { SupportBanner } from '@/features/operator';
