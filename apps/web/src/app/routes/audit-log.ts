/** `/dashboard/atividade`: the active organization's audit log (issue 28). */
export { AuditLogPage } from '@/features/organizations';
