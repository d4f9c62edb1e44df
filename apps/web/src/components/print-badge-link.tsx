import { Printer } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * 'Imprimir crachá' for one participant (issue 31): the badge's PDF in a new tab, where the
 * browser prints it. `name` tells a screen reader whose badge it is among many.
 */
export function PrintBadgeLink({
  href,
  name,
  size = 'sm',
  className,
}: {
  href: string;
  name?: string;
  size?: 'sm' | 'default' | 'lg';
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={name ? `Imprimir crachá de ${name} (abre em nova aba)` : undefined}
      className={cn(buttonVariants({ variant: 'outline', size }), className)}
    >
      <Printer aria-hidden />
      Imprimir crachá
      {!name && <span className="sr-only"> (abre em nova aba)</span>}
    </a>
  );
}
