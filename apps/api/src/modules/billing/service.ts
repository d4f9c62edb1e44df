import type { BillingView, InvoiceList } from '@bilheteria/domain/billing-contract';
import type { ExportFormat } from '@bilheteria/domain/organizer-export';
import type { Db } from '../../db/client';
import { invoiceExportFile, type InvoiceExportFile } from './invoice-export';
import { eventInvoiceLines, eventInvoices, markInvoiceIssued } from './invoices';
import { orderBillingView, ordersBillingViews } from './order-billing';
import { recordPaymentBilling, type PaymentBilling } from './record-payment';

export type { PaymentBilling } from './record-payment';

export interface BillingService {
  /** Keeps a payment attempt's billing data on its (unpaid, reachable) order. */
  recordPayment(input: PaymentBilling): Promise<void>;
  /** An order's billing data; the caller has checked the order is the requester's. */
  billingOf(orderId: string): Promise<BillingView | null>;
  /** The same for several orders (a buyer's list), by order id; orders without data are absent. */
  billingsOf(orderIds: readonly string[]): Promise<Map<string, BillingView>>;
  /** The 'Notas fiscais' tab of one of the organization's events. */
  invoices(organizationId: string, eventId: string): Promise<InvoiceList>;
  /** Recorded as done by `userId`, a member of the organization. */
  markIssued(
    member: { organizationId: string; userId: string },
    eventId: string,
    orderId: string,
    issue: { numero: string; data: string },
  ): Promise<void>;
  exportInvoices(
    organizationId: string,
    eventId: string,
    format: ExportFormat,
  ): Promise<InvoiceExportFile>;
}

/** Billing data of orders and the organizer's notas fiscais, one use case a file. */
export function createBillingService(db: Db, clock: () => Date = () => new Date()): BillingService {
  const lines = eventInvoiceLines(db);
  return {
    recordPayment: recordPaymentBilling(db),
    billingOf: orderBillingView(db),
    billingsOf: ordersBillingViews(db),
    invoices: eventInvoices(lines),
    markIssued: markInvoiceIssued(db, clock),
    async exportInvoices(organizationId, eventId, format) {
      return invoiceExportFile(await lines(organizationId, eventId), format, clock());
    },
  };
}
