/** `/minha-conta/exclusao?token=…`: the e-mailed link that confirms erasing the account. */
export { ErasureConfirmPage } from '@/features/account';
