import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { whatsappLink } from '@bilheteria/domain/site';
import { useSiteInfo } from '@/lib/site-info';
import { CONTACT, SOCIAL_LINKS } from './contact-details';
import { SocialIcon } from './social-icons';

const NEW_TAB = ' (abre em nova aba)';

/** Spec §2 Home: virtual assistant, social networks and the institute's contact details. */
export function ContactSection() {
  const contact = useSiteInfo()?.contato ?? null;
  return (
    <section aria-labelledby="contato-titulo" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Contato</p>
          <h2
            id="contato-titulo"
            className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Fale conosco
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-600">
            Dúvidas sobre inscrições, inscrições em grupo ou patrocínio? Nossa equipe ajuda.
          </p>
        </div>

        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <a
            // The virtual assistant answers on WhatsApp (the number configured on the server).
            href={contact ? whatsappLink(contact.whatsapp) : undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex-row"
          >
            <span className="flex bg-gradient-to-br from-brand-100 to-brand-50 sm:w-1/2">
              <img
                src="/images/home/virtual-assistant.svg"
                alt="Assistente virtual"
                width={320}
                height={240}
                loading="lazy"
                className="aspect-[4/3] w-full object-contain"
              />
            </span>
            <span className="flex flex-1 flex-col justify-center gap-2 p-6">
              <span className="text-lg font-semibold text-slate-900">
                Converse com a assistente virtual
              </span>
              <span className="text-sm leading-relaxed text-slate-600">
                Tire dúvidas sobre eventos, ingressos e pagamentos pelo WhatsApp.
              </span>
              <span className="mt-2 inline-flex items-center gap-2 self-start rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white transition group-hover:bg-brand-900">
                <MessageCircle aria-hidden className="size-4" />
                Iniciar conversa
              </span>
              <span className="sr-only">{NEW_TAB}</span>
            </span>
          </a>

          <div className="flex flex-col justify-between gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <address className="space-y-4 not-italic text-slate-700">
              {contact && (
                <p className="flex items-start gap-3">
                  <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <a
                    href={`mailto:${contact.email}`}
                    className="break-all rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {contact.email}
                  </a>
                </p>
              )}
              <p className="flex items-start gap-3">
                <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <a
                  href={CONTACT.phoneHref}
                  className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {CONTACT.phoneLabel}
                </a>
              </p>
              <p className="flex items-start gap-3">
                <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  {CONTACT.address.street}
                  <br />
                  {CONTACT.address.city},{' '}
                  <span className="whitespace-nowrap">{CONTACT.address.postalCode}</span>
                </span>
              </p>
            </address>

            <div>
              <p className="text-sm font-medium text-slate-900" id="redes-titulo">
                Siga o Instituto
              </p>
              <ul aria-labelledby="redes-titulo" className="mt-3 flex gap-3">
                {SOCIAL_LINKS.map((link) => (
                  <li key={link.network}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${link.label}${NEW_TAB}`}
                      title={link.label}
                      className="inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 transition hover:border-brand-600 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      <SocialIcon network={link.network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
