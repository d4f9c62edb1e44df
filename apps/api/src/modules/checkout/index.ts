export { createBuyersService } from './buyers';
export { createCouponsService, type CouponsService } from './coupons';
export { sweepExpiredHolds } from './hold-expiry';
export {
  assertOrderAccess,
  BUYER_KEY_COOKIE,
  canAccessOrder,
  issueBuyerKey,
  orderAccessOf,
  type OrderAccess,
} from './order-access';
export { lockOrder } from './order-lock';
export { createOrdersService, releaseCouponUse, type OrdersService } from './orders';
export { checkoutRoutes } from './routes';
