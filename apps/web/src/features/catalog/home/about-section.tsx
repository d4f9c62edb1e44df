import { Blocks, Bot, BrainCircuit, CheckCircle2, FileText, type LucideIcon } from 'lucide-react';

const TOPICS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Bot,
    title: 'Automação (RPA)',
    text: 'Robôs de software, hiperautomação e centros de excelência que tiram o trabalho repetitivo das equipes.',
  },
  {
    icon: BrainCircuit,
    title: 'Inteligência Artificial',
    text: 'IA generativa aplicada ao negócio, com governança, segurança e uso responsável de modelos.',
  },
  {
    icon: Blocks,
    title: 'Blockchain',
    text: 'Registros rastreáveis, contratos inteligentes e identidade digital com segurança jurídica.',
  },
  {
    icon: FileText,
    title: 'Gestão de Documentos',
    text: 'GED, digitalização com valor legal, assinatura digital e LGPD em todo o ciclo de vida.',
  },
];

const HIGHLIGHTS = [
  'Estudos de caso reais de empresas e do setor público',
  'Palestrantes que vivem o dia a dia dos projetos',
  'Networking com gestores e especialistas',
];

/** Spec §1 and §2 Home: what the institute's events are about. */
export function AboutSection() {
  return (
    <section aria-labelledby="sobre-titulo" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 lg:grid-cols-[2fr_3fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Sobre</p>
          <h2
            id="sobre-titulo"
            className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Eventos do Instituto
          </h2>
          <p className="mt-4 leading-relaxed text-slate-600">
            Promovemos congressos, fóruns, workshops e palestras sobre gestão da informação e
            tecnologia. Cada encontro reúne quem decide e quem executa para trocar experiências e
            levar para casa práticas que funcionam.
          </p>
          <ul className="mt-6 space-y-3">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-start gap-3 text-slate-700">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {TOPICS.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 transition hover:border-brand-100 hover:bg-brand-50/60 sm:flex-col sm:gap-0 sm:p-6"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white shadow-sm">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 sm:mt-4">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
