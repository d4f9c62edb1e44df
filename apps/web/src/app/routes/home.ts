/** `/`: the home page. */
export { HomePage } from '@/features/catalog';
