import { ExternalLink, Loader2, Send } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { certificatesPath } from '../api/certificate-settings';
import { useIssueCertificates } from '../api/issue-certificates';
import { problemOf } from '../../report/lib/problem';

/**
 * 'Pré-visualizar PDF' (a sample participant's certificate with the saved settings, in a new
 * tab) and 'Emitir agora': the server's message once it answered, its refusal (409: off, or the
 * event has not begun) as an error.
 */
export function CertificateActions({ userId, eventId }: { userId: string; eventId: string }) {
  const issue = useIssueCertificates(userId, eventId);
  const [answer, setAnswer] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function issueNow() {
    setAnswer(null);
    setProblem(null);
    try {
      const { message } = await issue.mutateAsync();
      setAnswer(message);
    } catch (failure) {
      setProblem(problemOf(failure, 'Não foi possível emitir os certificados. Tente novamente.'));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a
          href={`/api${certificatesPath(eventId)}/previa.pdf`}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: 'outline' })}
        >
          <ExternalLink aria-hidden />
          Pré-visualizar PDF
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
        <Button
          onClick={() => void issueNow()}
          disabled={issue.isPending}
          aria-busy={issue.isPending}
        >
          {issue.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Send aria-hidden />
          )}
          {issue.isPending ? 'Emitindo...' : 'Emitir agora'}
        </Button>
      </div>
      <p className="text-xs text-slate-600">A prévia usa a configuração salva.</p>
      <p role="status" className="text-sm text-green-800">
        {answer}
      </p>
      {problem && <FormAlert message={problem} />}
    </div>
  );
}
