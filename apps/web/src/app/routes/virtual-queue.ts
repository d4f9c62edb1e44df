/** `/event/:id/fila`: the event's virtual queue, before the checkout (issue 32). */
export { VirtualQueuePage } from '@/features/virtual-queue';
