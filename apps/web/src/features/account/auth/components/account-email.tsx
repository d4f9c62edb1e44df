/** The address of the account a link belongs to, on a line of its own (long ones wrap). */
export function AccountEmail({ email }: { email: string }) {
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-900 wrap-anywhere">
      {email}
    </p>
  );
}
