/** `/definir-senha`: a password for an account made at a purchase. */
export { SetPasswordPage } from '@/features/account';
