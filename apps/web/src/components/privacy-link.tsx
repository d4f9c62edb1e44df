import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

/**
 * 'Como usamos seus dados' beside a form that collects personal data (issue 30): the privacy
 * page in a new tab, so nothing typed in the form is lost.
 */
export function PrivacyLink({ className }: { className?: string }) {
  return (
    <a
      href={paths.privacy()}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline',
        className,
      )}
    >
      Como usamos seus dados
    </a>
  );
}
