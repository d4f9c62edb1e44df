/** `/operador/repasses`: the operator pays the organizations (issue 29). */
export { OperatorPayoutsPage } from '@/features/settlement';
