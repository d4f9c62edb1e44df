/** `/operador/conciliacao`: the operator's monthly reconciliation of the money (issue 29). */
export { ReconciliationPage } from '@/features/settlement';
