import type { BoletoInput, ProviderOrder } from '../provider';
import { boletoFreeFieldFor, buildBoleto, SANDBOX_BOLETO_ACCOUNT } from './boleto';
import {
  baseOrder,
  chargeOf,
  existingFor,
  newId,
  ourNumberFor,
  saveOrder,
  type SandboxDeps,
} from './sandbox-orders';

/** A boleto order: a FEBRABAN boleto (its PDF at our address), waiting until paid. */
export function sandboxBoletoCharge(deps: SandboxDeps & { autoPayMs: number }) {
  const { db, clock } = deps;
  return async function createBoleto(input: BoletoInput): Promise<ProviderOrder> {
    const previous = await existingFor(db, input.idempotencyKey);
    if (previous) return previous;
    const boleto = buildBoleto({
      amountCents: input.amountCents,
      dueDate: input.dueDate,
      freeField: boletoFreeFieldFor(ourNumberFor(input.referenceId), SANDBOX_BOLETO_ACCOUNT),
    });
    const order = baseOrder(input, clock);
    order.charges = [
      chargeOf(
        input,
        clock,
        'WAITING',
        {
          type: 'BOLETO',
          boleto: {
            id: newId('BOLE'),
            barcode: boleto.digitableLine,
            formatted_barcode: boleto.formattedDigitableLine,
            due_date: input.dueDate,
            instruction_lines: {
              line_1: input.instructionLines[0],
              line_2: input.instructionLines[1],
            },
            holder: {
              name: input.customer.name,
              tax_id: input.customer.taxId,
              email: input.customer.email,
            },
          },
        },
        {
          links: [
            {
              rel: 'SELF',
              href: `/api/pagseguro/boleto/${input.referenceId}.pdf`,
              media: 'application/pdf',
              type: 'GET',
            },
          ],
        },
      ),
    ];
    return saveOrder(deps, input, order, true);
  };
}
