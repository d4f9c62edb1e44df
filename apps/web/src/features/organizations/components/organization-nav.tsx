import type { OrganizationRole } from '@bilheteria/domain/organization-roles';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { organizationNav } from '../lib/organization-nav';

/** Links to the organization's pages the role may open (Equipe, Atividade, Organização). */
export function OrganizationNav({
  role,
  className,
}: {
  role: OrganizationRole;
  className?: string;
}) {
  return (
    <nav aria-label="Organização" className={cn('flex flex-wrap gap-1', className)}>
      {organizationNav(role).map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) =>
            cn(
              'rounded-md px-3 py-2 text-sm font-medium transition-colors',
              isActive
                ? 'bg-brand-50 text-brand-700'
                : 'text-slate-700 hover:bg-slate-100 hover:text-brand-700',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
