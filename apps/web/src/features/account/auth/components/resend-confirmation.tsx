import { ACCOUNT_MESSAGES } from '@bilheteria/domain/auth-rules';
import type { EmailSentResponse } from '@bilheteria/domain/auth-contract';
import { Loader2, MailWarning } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { requestEmailLink } from '../api/request-email-link';
import { CheckEmailNote } from './check-email-note';

/**
 * Under the login's "not confirmed yet": 'Reenviar link de confirmação' for the e-mail typed, then
 * the server's answer (the same for any address). A refusal (429: too many links asked for)
 * is said in the server's words, and the button stays for later.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<EmailSentResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const note = useRef<HTMLDivElement>(null);

  // The button gives way to the answer: the focus goes with it.
  useEffect(() => {
    if (sent) note.current?.focus();
  }, [sent]);

  async function resend() {
    setSending(true);
    setFailure(null);
    try {
      setSent(await requestEmailLink('resend-confirmation', email));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : null);
    } finally {
      setSending(false);
    }
  }

  if (sent) return <CheckEmailNote ref={note} title={sent.message} detail={sent.detail} />;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button type="button" variant="outline" onClick={() => void resend()} disabled={sending}>
        {sending ? <Loader2 aria-hidden className="animate-spin" /> : <MailWarning aria-hidden />}
        {ACCOUNT_MESSAGES.resendConfirmationAction}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
