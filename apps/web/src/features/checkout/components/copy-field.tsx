import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { copyText } from '@/lib/copy-text';

const COPY_FAILED_MESSAGE = 'Não foi possível copiar. Selecione o código e copie manualmente.';

/** A code shown whole (selectable, wrapped) with a button that copies it and says so. */
export function CopyField({
  label,
  value,
  buttonLabel,
  copiedMessage,
  rows = 3,
}: {
  label: string;
  value: string;
  buttonLabel: string;
  copiedMessage: string;
  /** Lines shown: a BR Code needs three, a linha digitável fits in two on a phone. */
  rows?: number;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (await copyText(value)) {
      setCopied(true);
      void notify.success(copiedMessage);
    } else {
      void notify.error(COPY_FAILED_MESSAGE);
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        readOnly
        rows={rows}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-none break-all rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <Button variant="outline" onClick={() => void copy()} className="self-start">
        {copied ? <Check aria-hidden className="text-green-700" /> : <Copy aria-hidden />}
        {buttonLabel}
      </Button>
    </div>
  );
}
