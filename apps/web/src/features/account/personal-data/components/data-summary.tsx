import { formatDate } from '@bilheteria/domain/dates';
import { maskCpf, maskPhone } from '@bilheteria/domain/input-masks';
import type { PersonalData } from '@bilheteria/domain/personal-data-contract';
import { FileDown, FileText, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmailAddress } from '@/components/email-address';
import { buttonVariants } from '@/components/ui/button';
import { PERSONAL_DATA_JSON_URL, PERSONAL_DATA_PDF_URL } from '../api/get-personal-data';

const NOT_GIVEN = 'Não informado';

/** '1 pedido', '3 pedidos'. */
function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function Counts({ data }: { data: PersonalData }) {
  const counts: [string, string][] = [
    ['Pedidos', countOf(data.pedidos.length, 'pedido', 'pedidos')],
    ['Ingressos', countOf(data.ingressos.length, 'ingresso', 'ingressos')],
    ['E-mails enviados', countOf(data.emails.length, 'e-mail', 'e-mails')],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {counts.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="text-base font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Nothing but the account yet: said, so an empty list does not look like a failure. */
function NothingElse() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2.5 text-sm text-slate-600">
      <Inbox aria-hidden className="mt-0.5 size-4 shrink-0" />
      Ainda não há pedidos, ingressos ou e-mails em seu nome: guardamos apenas os dados da conta.
    </p>
  );
}

/**
 * What we hold about the person, in short: the account's fields and how many orders, tickets
 * and e-mails; the whole of it in 'Baixar meus dados' (JSON) and 'Baixar em PDF'.
 */
export function DataSummary({ data }: { data: PersonalData }) {
  const { conta } = data;
  const rows: [string, ReactNode][] = [
    ['Nome', conta.nome],
    ['E-mail', <EmailAddress key="email" email={conta.email} />],
    ['Telefone', conta.telefone ? maskPhone(conta.telefone) : NOT_GIVEN],
    ['CPF', conta.cpf ? maskCpf(conta.cpf) : NOT_GIVEN],
    ['Cidade', conta.cidade || NOT_GIVEN],
    ['Estado (UF)', conta.uf || NOT_GIVEN],
    ['Conta criada em', formatDate(new Date(conta.criada_em))],
  ];
  const empty = data.pedidos.length + data.ingressos.length + data.emails.length === 0;
  return (
    <section
      aria-labelledby="o-que-guardamos"
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div>
        <h2 id="o-que-guardamos" className="text-lg font-semibold text-slate-900">
          O que guardamos sobre você
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          O arquivo completo traz também os pedidos, os ingressos com os dados de cada participante,
          as respostas e consentimentos, os e-mails enviados e as sessões.
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="mb-2 break-words text-slate-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <Counts data={data} />
      {empty && <NothingElse />}
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href={PERSONAL_DATA_JSON_URL} download="meus-dados.json" className={buttonVariants()}>
          <FileDown aria-hidden />
          Baixar meus dados
        </a>
        <a
          href={PERSONAL_DATA_PDF_URL}
          download="meus-dados.pdf"
          className={buttonVariants({ variant: 'outline' })}
        >
          <FileText aria-hidden />
          Baixar em PDF
        </a>
      </div>
    </section>
  );
}
