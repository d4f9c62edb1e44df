/** `/minha-conta/dados`: what we hold about the signed-in person (issue 30, LGPD). */
export { PersonalDataPage } from '@/features/account';
