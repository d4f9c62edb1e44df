/** The buyer's virtual queue (issue 32): the checkout's door while an event's queue is on. */
export { VirtualQueuePage } from './virtual-queue-page';
