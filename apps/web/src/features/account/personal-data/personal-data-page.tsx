import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth/auth-provider';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePersonalData } from './api/get-personal-data';
import { CorrectionForm } from './components/correction-form';
import { DataSummary } from './components/data-summary';
import { EraseAccount } from './components/erase-account';

export const PERSONAL_DATA_LOAD_FAILED =
  'Não foi possível carregar seus dados. Verifique sua conexão e tente novamente.';

function Loading() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Carregando seus dados...</span>
      <Skeleton aria-hidden className="h-72 w-full rounded-xl" />
      <Skeleton aria-hidden className="h-80 w-full rounded-xl" />
    </div>
  );
}

function Content({ userId }: { userId: string }) {
  const query = usePersonalData(userId);
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <LoadError
        message={PERSONAL_DATA_LOAD_FAILED}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <DataSummary data={query.data} />
      <CorrectionForm userId={userId} account={query.data.conta} />
      <EraseAccount />
    </div>
  );
}

/**
 * `/minha-conta/dados` (issue 30, LGPD art. 18): what we hold about the signed-in person, to
 * download (JSON, PDF), fix, or erase with an e-mailed confirmation. The route lets the
 * signed-in in only.
 */
export function PersonalDataPage() {
  useDocumentTitle('Meus dados');
  const { user } = useAuth();
  if (!user) return null; // The route guard sends visitors to /login.
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Meus dados</h1>
        <p className="flex items-start gap-2 text-slate-600">
          <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            Veja, baixe e corrija o que guardamos sobre você, ou peça a exclusão da conta. Saiba
            mais na{' '}
            <Link to={paths.privacy()} className="font-medium text-brand-700 underline">
              Política de privacidade
            </Link>
            .
          </span>
        </p>
      </header>
      <Content key={user.id} userId={user.id} />
    </section>
  );
}
