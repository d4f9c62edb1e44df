import { cn } from '@/lib/utils';

/**
 * An e-mail address that may wrap on a narrow screen: after the '@' first (a line break hint),
 * anywhere else only when a part alone is wider than the line.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className={cn('wrap-anywhere', className)}>
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
