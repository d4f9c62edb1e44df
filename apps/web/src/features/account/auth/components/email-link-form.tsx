import type { EmailSentResponse } from '@bilheteria/domain/auth-contract';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { requestEmailLink, type EmailLinkKind } from '../api/request-email-link';
import { CheckEmailNote } from './check-email-note';
import { EmailInput } from './email-input';
import { FormAlert } from '@/components/form-alert';

const COPY: Record<EmailLinkKind, { title: string; intro: string }> = {
  'forgot-password': {
    title: ACCOUNT_MESSAGES.forgotPassword,
    intro: 'Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.',
  },
  'ticket-link': {
    title: ACCOUNT_MESSAGES.ticketLinkAction,
    intro:
      'Informe o e-mail usado na compra ou o de um participante. Enviaremos um link que abre seus ingressos, sem precisar de senha.',
  },
};

/**
 * Asks for an e-mailed link: 'Esqueceu a senha?' or 'Receber meus ingressos por e-mail'
 * (docs/decisions/0016). The server answers the same for any address, and that answer is shown
 * as it comes; a 400 marks the field, a 429 or a lost connection says so above the button.
 * `email` is the parent's, so what was typed here follows the visitor back to the login form.
 */
export function EmailLinkForm({
  kind,
  title,
  email,
  onEmailChange,
  headingLevel = 2,
  autoFocus = false,
  children,
}: {
  kind: EmailLinkKind;
  /** The heading, when the form's own ('Esqueceu a senha?'…) does not fit the page. */
  title?: string;
  email: string;
  onEmailChange: (email: string) => void;
  headingLevel?: 2 | 3;
  /** Puts the focus in the field when shown (the visitor just asked for this form). */
  autoFocus?: boolean;
  /** More actions under the button ('Voltar para o login'). */
  children?: ReactNode;
}) {
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<{ message: string; field: boolean } | null>(null);
  const [sent, setSent] = useState<EmailSentResponse | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const note = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const copy = COPY[kind];

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (sent) note.current?.focus();
  }, [sent]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setProblem({ message: AUTH_MESSAGES.emptyFields, field: true });
      input.current?.focus();
      return;
    }
    setProblem(null);
    setSubmitting(true);
    try {
      setSent(await requestEmailLink(kind, email.trim()));
    } catch (error) {
      const field = error instanceof ApiError && error.status === 400;
      setProblem({ message: (error as Error).message, field });
      if (field) input.current?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div>
        <Heading id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title ?? copy.title}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      </div>
      {sent ? (
        <>
          <CheckEmailNote ref={note} title={sent.message} detail={sent.detail} />
          <Button variant="outline" onClick={() => setSent(null)}>
            Enviar para outro e-mail
          </Button>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-email`}>E-mail</Label>
            <EmailInput
              ref={input}
              id={`${id}-email`}
              value={email}
              aria-invalid={problem?.field || undefined}
              onChange={(event) => {
                setProblem(null);
                onEmailChange(event.target.value);
              }}
            />
          </div>
          <FormAlert message={problem?.message ?? null} />
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? 'Enviando...' : 'Enviar link'}
          </Button>
        </form>
      )}
      {children}
    </section>
  );
}
