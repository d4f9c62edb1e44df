import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The wizard's page: a way back to the dashboard, the title, and the wizard (or its state). */
export function WizardPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:py-12">
      <Link
        to={paths.dashboard()}
        className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Voltar ao Dashboard
      </Link>
      <header>
        <p className="text-sm font-medium text-brand-700">Organizador</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
      </header>
      <div>{children}</div>
    </section>
  );
}
