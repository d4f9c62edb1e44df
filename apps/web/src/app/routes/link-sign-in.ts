/** `/entrar-por-link`: sign in through an e-mailed link. */
export { LinkSignInPage } from '@/features/account';
