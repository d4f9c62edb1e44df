import { formatBRL } from '@bilheteria/domain/money';
import { Barcode, CreditCard, Construction, QrCode } from 'lucide-react';
import { useId } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useHeadingFocus } from './focus-heading';

const METHODS = [
  { value: 'credit-card', label: 'Cartão de Crédito', icon: CreditCard },
  { value: 'pix', label: 'PIX', icon: QrCode },
  { value: 'boleto', label: 'Boleto', icon: Barcode },
] as const;

/**
 * Spec §2 Pagamento: card, PIX and boleto. Payment itself arrives with the next issue; until
 * then each method says so (the spec's placeholder text) under the amount to pay.
 */
export function PaymentTab({
  totalCents,
  focusHeading,
  onHeadingFocused,
}: {
  totalCents: number;
  /** Pagamento just opened after the last participant was saved: its heading takes the focus. */
  focusHeading: boolean;
  onHeadingFocused: () => void;
}) {
  const headingId = useId();
  const heading = useHeadingFocus<HTMLHeadingElement>(focusHeading, onHeadingFocused);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            ref={heading}
            id={headingId}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none"
          >
            Forma de pagamento
          </h2>
          <p className="mt-1 text-sm text-slate-600">Escolha como prefere pagar.</p>
        </div>
        <p className="text-right">
          <span className="block text-sm text-slate-600">Total a pagar</span>
          <span className="text-2xl font-bold tabular-nums text-slate-900">
            {formatBRL(totalCents)}
          </span>
        </p>
      </div>
      <Tabs defaultValue="credit-card" className="gap-5">
        <TabsList aria-label="Formas de pagamento" className="grid w-full grid-cols-3">
          {METHODS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="px-2">
              <Icon aria-hidden className="hidden sm:block" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {METHODS.map(({ value, label }) => (
          <TabsContent
            key={value}
            value={value}
            className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center"
          >
            <Construction aria-hidden className="size-10 text-amber-500" />
            <p className="font-medium text-slate-900">{label}</p>
            <p className="text-slate-600">Funcionalidade em desenvolvimento</p>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
