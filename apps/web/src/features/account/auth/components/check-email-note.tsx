import { MailCheck } from 'lucide-react';
import type { Ref } from 'react';

/**
 * "Verifique seu e-mail": what the server answered after sending (or not) a link — the same for
 * any address. Focusable from script, so a form that gives way to it can hand the focus over.
 */
export function CheckEmailNote({
  title,
  detail,
  ref,
}: {
  title: string;
  detail: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5">{detail}</p>
      </div>
    </div>
  );
}
