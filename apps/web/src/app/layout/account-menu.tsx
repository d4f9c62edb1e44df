import { ROLE_LABELS } from '@bilheteria/domain/roles';
import {
  Building2,
  CalendarPlus,
  ChevronDown,
  Handshake,
  LayoutDashboard,
  LogOut,
  Settings,
  ShieldCheck,
  Ticket,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuth } from '@/lib/auth/auth-provider';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import type { HeaderSession } from './header';
import { accountLinksFor, personalLinks } from './account-links';

const ICONS: Record<string, LucideIcon> = {
  [paths.dashboard()]: LayoutDashboard,
  [paths.createEvent()]: CalendarPlus,
  [paths.affiliate()]: Handshake,
  [paths.events()]: Ticket,
  [paths.home()]: Settings,
  [paths.operatorOrganizations()]: Building2,
  [paths.payouts()]: Wallet,
  [paths.personalData()]: ShieldCheck,
};

/** The first letter of the user's name in a circle: the account's avatar. */
function Initial({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold uppercase text-brand-900',
        className,
      )}
    >
      {name.trim().charAt(0) || '?'}
    </span>
  );
}

/** Name and role label, beside the avatar. */
function Identity({ session }: { session: HeaderSession }) {
  return (
    <>
      <Initial name={session.name} className="size-9 text-base" />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-slate-900">{session.name}</span>
        <span className="block text-sm font-normal text-slate-600">
          {ROLE_LABELS[session.role]}
        </span>
      </span>
    </>
  );
}

/**
 * Spec §2 Header: the signed-in 'Minha Conta' dropdown — the role's links, Meus Ingressos,
 * Configurações and Sair. Loaded only for signed-in users (radix's menu is not small).
 */
function AccountMenu({ session, onLogout }: { session: HeaderSession; onLogout: () => void }) {
  // The session's organization (issue 28): the role there decides what an admin is offered.
  const { user } = useAuth();
  const links = accountLinksFor(session.role, user?.organizacao ?? null);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="gap-2 pl-1.5">
          <Initial name={session.name} />
          Minha Conta
          <ChevronDown aria-hidden className="text-slate-500" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex items-center gap-3">
          <Identity session={session} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {links.map((link) => {
            const Icon = ICONS[link.to];
            return (
              <DropdownMenuItem key={link.label} asChild>
                <Link to={link.to}>
                  {Icon && <Icon aria-hidden />}
                  {link.label}
                </Link>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onLogout}>
          <LogOut aria-hidden />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The phone menu's signed-in part (spec §2 Header): name, role label, the personal links (the
 * role's main links are listed above it) and Sair.
 */
function PhoneAccountMenu({ session, onLogout }: { session: HeaderSession; onLogout: () => void }) {
  return (
    <div className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-2">
      <p className="flex items-center gap-3 px-3 py-2">
        <Identity session={session} />
      </p>
      {/* Plain links: Configurações leads to /, which is not "the current page" there. */}
      <nav aria-label="Minha Conta (celular)" className="flex flex-col pb-2">
        {personalLinks().map((link) => (
          <Link
            key={link.label}
            to={link.to}
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:text-brand-700"
          >
            {link.label}
          </Link>
        ))}
      </nav>
      <Button variant="outline" className="w-full" onClick={onLogout}>
        <LogOut aria-hidden />
        Sair
      </Button>
    </div>
  );
}

/**
 * The dropdown (desktop) or the phone menu's part, in one lazily loaded module. Sair logs out
 * and returns to / (spec §2).
 */
export function SignedInMenu({
  phone = false,
  session,
}: {
  phone?: boolean;
  session: HeaderSession;
}) {
  const { logout } = useAuth();
  const onLogout = () => void logout();
  return phone ? (
    <PhoneAccountMenu session={session} onLogout={onLogout} />
  ) : (
    <AccountMenu session={session} onLogout={onLogout} />
  );
}
