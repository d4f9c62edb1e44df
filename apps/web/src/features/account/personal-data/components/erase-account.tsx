import { formatDate } from '@bilheteria/domain/dates';
import { CircleAlert, LoaderCircle, MailCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-send';
import { paths } from '@/lib/paths';
import { useRequestErasure, type ErasureRequestResult } from '../api/request-erasure';

export const ERASURE_FAILED = 'Não foi possível pedir a exclusão agora. Tente novamente.';

/** What goes and what stays: said before the person confirms. */
function WhatHappens() {
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-700">
      <p>
        <strong className="text-slate-900">Apagamos:</strong> seu nome, e-mail, telefone, CPF,
        cidade e estado, os dados dos participantes dos seus ingressos, as respostas aos formulários
        dos eventos e suas sessões. Você sai da conta e não consegue mais entrar com ela.
      </p>
      <p>
        <strong className="text-slate-900">Mantemos, sem identificar você:</strong> os pedidos, os
        valores pagos e os registros fiscais e contábeis, ligados a um pseudônimo — a lei exige
        guardá-los (por 5 anos, para fins fiscais).
      </p>
      <p>Enviaremos um link de confirmação para o seu e-mail: nada é apagado antes disso.</p>
    </div>
  );
}

/** The 409's paid tickets for events still to come, each with the way to cancel it. */
function BlockingTickets({
  result,
}: {
  result: Extract<ErasureRequestResult, { kind: 'blocked' }>;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {result.message}
      </p>
      <ul className="flex flex-col gap-1 pl-6 text-sm">
        {result.ingressos.map((ticket) => (
          <li key={ticket.id} className="list-disc">
            <Link
              to={paths.myTickets()}
              className="font-medium break-words text-brand-700 underline hover:text-brand-900"
            >
              {ticket.evento}
            </Link>{' '}
            — {formatDate(new Date(ticket.data_evento))}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Outcome({ result }: { result: ErasureRequestResult }) {
  if (result.kind === 'blocked') return <BlockingTickets result={result} />;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900">
      <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
      {result.message}
    </p>
  );
}

/**
 * 'Excluir minha conta', in a danger zone: a dialog says what is erased and what the law keeps;
 * confirming asks the server, which e-mails a confirmation link (the page of that link erases).
 * Paid tickets for future events are listed when they stand in the way.
 */
export function EraseAccount() {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ErasureRequestResult | null>(null);
  const erasure = useRequestErasure();
  const pending = erasure.isPending;

  async function confirm() {
    setProblem(null);
    try {
      const answer = await erasure.mutateAsync();
      setResult(answer);
      setOpen(false);
    } catch (error) {
      const ours = error instanceof ApiRequestError && error.fromServer && error.status < 500;
      setProblem(ours ? error.message : ERASURE_FAILED);
    }
  }

  return (
    <section
      aria-labelledby="zona-de-perigo"
      className="flex flex-col gap-4 rounded-xl border border-red-200 bg-white p-5 sm:p-6"
    >
      <div>
        <h2 id="zona-de-perigo" className="text-lg font-semibold text-red-800">
          Excluir minha conta
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Seus dados pessoais são anonimizados em toda a plataforma. Não é possível desfazer.
        </p>
      </div>
      <div aria-live="polite">{result && <Outcome result={result} />}</div>
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          if (pending) return;
          setOpen(next);
          if (next) setProblem(null);
        }}
      >
        <AlertDialogTrigger asChild>
          <Button
            variant="outline"
            className="w-full border-red-300 text-red-700 hover:bg-red-50 hover:text-red-800 sm:w-auto sm:self-start"
          >
            <Trash2 aria-hidden />
            Excluir minha conta
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <AlertDialogTitle>Excluir sua conta?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div>
              <WhatHappens />
            </div>
          </AlertDialogDescription>
          <FormAlert message={problem} />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Voltar</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={pending}
              aria-busy={pending}
              onClick={() => void confirm()}
            >
              {pending ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <Trash2 aria-hidden />
              )}
              {pending ? 'Enviando...' : 'Enviar link de exclusão'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
