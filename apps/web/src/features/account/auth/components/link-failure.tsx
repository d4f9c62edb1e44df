import { ACCOUNT_MESSAGES } from '@bilheteria/domain/auth-rules';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { EmailLinkKind } from '../api/request-email-link';
import { EmailLinkForm } from './email-link-form';
import { FormAlert } from '@/components/form-alert';
import { KeepLastWord } from './keep-last-word';

/** The other kind of link, offered under the form as a second way back in. */
const OTHER: Record<EmailLinkKind, { question: string; action: string; kind: EmailLinkKind }> = {
  'forgot-password': {
    question: 'Só quer ver seus ingressos?',
    action: ACCOUNT_MESSAGES.ticketLinkAction,
    kind: 'ticket-link',
  },
  'ticket-link': {
    question: 'Prefere entrar com senha?',
    action: 'Criar uma nova senha',
    kind: 'forgot-password',
  },
};

/**
 * A link that cannot be used (invalid, expired, used): the server's message, and a form to ask
 * for a new one right here — `kind` first, the other kind one click away.
 */
export function LinkFailure({ message, kind }: { message: string; kind: EmailLinkKind }) {
  const [asking, setAsking] = useState(kind);
  const [switched, setSwitched] = useState(false);
  const [email, setEmail] = useState('');
  const other = OTHER[asking];
  return (
    <>
      <FormAlert message={message} />
      <EmailLinkForm
        key={asking}
        kind={asking}
        title="Peça um novo link"
        email={email}
        onEmailChange={setEmail}
        autoFocus={switched}
      >
        <p className="text-center text-sm text-slate-600">
          {other.question}{' '}
          <button
            type="button"
            className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            onClick={() => {
              setAsking(other.kind);
              setSwitched(true);
            }}
          >
            <KeepLastWord text={other.action} />
          </button>
        </p>
      </EmailLinkForm>
    </>
  );
}

/** The check itself failed (connection, server): say so and offer to try again. */
export function LinkCheckFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <FormAlert message={message} />
      <Button variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </>
  );
}
