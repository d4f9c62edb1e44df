import { HEADER_SCROLL_THRESHOLD_PX } from '@bilheteria/domain/constants';
import type { Role } from '@bilheteria/domain/roles';
import { Menu, Ticket, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { mainLinksFor, type NavLink as NavLinkItem, type NavOrganization } from './navigation';

// What only signed-in users see (radix's dropdown menu among it) loads only for them: visitors'
// pages stay inside their JS budget (docs/decisions/0007).
const SignedInMenu = lazy(async () => ({ default: (await import('./account-menu')).SignedInMenu }));

/** Who is signed in, as the header needs it; null for a visitor. */
export interface HeaderSession {
  name: string;
  role: Role;
  /** The organization the member works in (its role decides the links); null outside one. */
  organizacao?: NavOrganization | null;
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // Reading scrollY lays the page out. Right after the first commit that is the whole new page:
    // in the next frame it joins the layout the browser does then anyway, instead of lengthening
    // this task.
    const firstRead = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstRead);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700',
  );

function MainLinks({
  links,
  label,
  className,
}: {
  links: NavLinkItem[];
  label: string;
  className: string;
}) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} className={navLinkClass}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/*
 * From which width the main links sit in the bar: the operator's four (issue 29) need a laptop's
 * width, where three fit a tablet's; below it they are in the menu. Literal class names, so that
 * Tailwind finds them.
 */
const WIDE_FROM = {
  md: { show: 'md:flex', hide: 'md:hidden' },
  lg: { show: 'lg:flex', hide: 'lg:hidden' },
} as const;

/** Who may sign an organization up: visitors (they sign in on the way) and regular users. */
const offersSelling = (session: HeaderSession | null) => !session || session.role === 'user';

/** 'Quero vender ingressos' (issue 28): the way into the organizers' sign-up. */
function SellTicketsLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.organizationSignUp()}
      className={cn(buttonVariants({ variant: 'ghost' }), className)}
    >
      Quero vender ingressos
    </Link>
  );
}

/**
 * Spec §2 Header: role-dependent main links, 'Entrar' for visitors, the 'Minha Conta' dropdown
 * for signed-in users, a collapsible menu on small screens (links, name, role, Sair) that closes
 * on navigation, and a translucent bar once the page scrolls.
 */
export function Header({ session }: { session: HeaderSession | null }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the phone menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const location = useLocation();
  const menuId = useId();
  const links = mainLinksFor(session?.role ?? null, session?.organizacao ?? null);
  const wide = WIDE_FROM[links.length > 3 ? 'lg' : 'md'];

  // A link followed from the open menu lands on a page with the menu closed.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b transition-colors duration-300',
        scrolled
          ? 'border-slate-200/80 bg-white/80 shadow-sm backdrop-blur-md'
          : 'border-transparent bg-white',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to={paths.home()}
          className="flex items-center gap-2 text-xl font-bold tracking-tight text-brand-900"
        >
          <Ticket aria-hidden className="size-6 text-brand-700" />
          Bilheteria
        </Link>

        <MainLinks
          links={links}
          label="Principal"
          className={cn('hidden flex-1 items-center gap-1', wide.show)}
        />

        <div className={cn('hidden items-center gap-2', wide.show)}>
          {offersSelling(session) && <SellTicketsLink />}
          {session ? (
            <Suspense>
              <SignedInMenu session={session} />
            </Suspense>
          ) : (
            <Link to={paths.login()} className={buttonVariants()}>
              Entrar
            </Link>
          )}
        </div>

        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className={wide.hide}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </Button>
      </div>

      {/* Always in the page (hidden when closed) so the button's aria-controls points at it. */}
      <div
        id={menuId}
        hidden={!menuOpen}
        className={cn('border-t border-slate-200 bg-white px-4 pb-4', wide.hide)}
      >
        <MainLinks links={links} label="Principal (celular)" className="flex flex-col py-2" />
        {offersSelling(session) && <SellTicketsLink className="mt-2 w-full" />}
        {session ? (
          <Suspense>
            <SignedInMenu phone session={session} />
          </Suspense>
        ) : (
          <Link to={paths.login()} className={cn(buttonVariants(), 'mt-2 w-full')}>
            Entrar
          </Link>
        )}
      </div>
    </header>
  );
}
