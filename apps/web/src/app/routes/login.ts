/** `/login`: sign in or sign up. */
export { LoginPage } from '@/features/account';
