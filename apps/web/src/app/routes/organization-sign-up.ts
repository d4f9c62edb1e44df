/** `/organizadores/cadastro`: 'Quero vender ingressos', an organization's sign-up (issue 28). */
export { OrganizationSignUpPage } from '@/features/organizations';
