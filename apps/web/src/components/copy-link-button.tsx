import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { copyLink } from '@/lib/copy-link';

/** How long the button says it copied. */
const COPIED_MS = 2_000;

/**
 * Copies `url` with the spec's toasts; for a moment the button shows a check. `label` is what it
 * says; `accessibleName` (which must contain the label) tells several such buttons apart.
 */
export function CopyLinkButton({
  url,
  label = 'Copiar link',
  accessibleName,
  ...button
}: Omit<ButtonProps, 'onClick' | 'children'> & {
  url: string;
  label?: string;
  accessibleName?: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="outline"
      aria-label={accessibleName}
      onClick={() => void copyLink(url).then(setCopied)}
      {...button}
    >
      {copied ? <Check aria-hidden className="text-green-700" /> : <Copy aria-hidden />}
      {label}
    </Button>
  );
}
