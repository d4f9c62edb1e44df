/** `/operador/organizacoes`: the platform operator approves organizations (issue 28). */
export { OperatorOrganizationsPage } from '@/features/operator';
