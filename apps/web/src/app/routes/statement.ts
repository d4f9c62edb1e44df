/** `/dashboard/financeiro`: the organization's statement, for its Dono and Financeiro (issue 29). */
export { StatementPage } from '@/features/settlement';
