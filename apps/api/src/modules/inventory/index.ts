/**
 * Inventory: the seat counters of ticket types (`sold`, `reserved`). The only code that writes
 * them; checkout, payments, refunds and the waiting list call these inside their transactions.
 */
export {
  giveBackSoldSeats,
  holdSeats,
  holdSeatsStatement,
  releaseHeldStatement,
  releaseOrdersSeats,
  releaseSeats,
  sellFreeSeats,
  sellHeldSeats,
} from './seats';
