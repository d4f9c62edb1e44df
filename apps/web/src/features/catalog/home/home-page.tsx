import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useEvents } from '@/api/get-events';
import { normaliseAffiliateCode, REFERRAL_QUERY_PARAM, takeReferralCodeFrom } from '@/lib/referral';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AboutSection } from './about-section';
import { CarouselSection } from './carousel-section';
import { CategoryChips } from './category-chips';
import { ContactSection } from './contact-section';
import { FeaturedEvents } from './featured-events';
import { HomeSearch } from './home-search';

/**
 * `?codigo_afiliado=X` shows that affiliate's events and remembers the code for the pages that
 * follow. Without it the home page shows the whole catalog, whatever code is stored.
 */
function useAffiliateCodeFromUrl(): string | null {
  const [searchParams] = useSearchParams();
  const code = normaliseAffiliateCode(searchParams.get(REFERRAL_QUERY_PARAM));
  useEffect(() => {
    takeReferralCodeFrom(searchParams);
  }, [searchParams]);
  return code;
}

/** Spec §2 "Home page (/)". */
export function HomePage() {
  useDocumentTitle(null);
  const events = useEvents(useAffiliateCodeFromUrl());

  return (
    <>
      <section className="relative isolate z-10 bg-brand-900 text-white">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 -z-10 overflow-hidden bg-[radial-gradient(70%_60%_at_85%_0%,rgba(37,99,235,0.55),transparent),radial-gradient(50%_60%_at_0%_100%,rgba(14,165,233,0.28),transparent)]"
        >
          <div className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]" />
        </div>
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pb-14 pt-10 text-center sm:pb-24 sm:pt-20">
          <p className="rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-medium tracking-wide text-brand-100 sm:text-sm">
            RPA · Inteligência Artificial · Blockchain · Gestão de Documentos
          </p>
          <h1 className="mt-6 text-[2rem] leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Encontre os melhores eventos corporativos
          </h1>
          <p className="mt-5 max-w-2xl text-base text-pretty text-brand-100 sm:text-lg">
            Congressos, fóruns e workshops para quem transforma a gestão da informação nas empresas
            e no setor público.
          </p>
          <div className="mt-8 w-full max-w-2xl">
            <HomeSearch events={events} />
          </div>
          {/* Room for the eight chips (3, 2 or 1 rows), so the page does not jump when they load. */}
          <div className="mt-8 min-h-[150px] w-full sm:min-h-[108px] lg:min-h-[66px]">
            <CategoryChips />
          </div>
        </div>
      </section>
      <CarouselSection events={events} />
      <FeaturedEvents events={events} />
      <AboutSection />
      <ContactSection />
    </>
  );
}
