/** `/dashboard/equipe`: the active organization's team, for its Dono (issue 28). */
export { TeamPage } from '@/features/organizations';
