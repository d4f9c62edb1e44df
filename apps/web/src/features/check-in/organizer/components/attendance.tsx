import { cn } from '@/lib/utils';

/** 'N de M' checked in, with a bar: how full the event is. */
export function Attendance({
  presentes,
  total,
  size = 'default',
  label = 'presentes',
}: {
  presentes: number;
  total: number;
  /** 'large': the live page's headline figure. */
  size?: 'default' | 'large' | 'small';
  /** What the figure counts, after it ('presentes'); empty for none. */
  label?: string;
}) {
  const percent = total > 0 ? Math.min(100, Math.round((presentes / total) * 100)) : 0;
  const figure = `${presentes} de ${total}`;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="flex flex-wrap items-baseline gap-x-2 text-slate-700">
        <span
          className={cn(
            'font-bold text-slate-900 tabular-nums',
            size === 'large' && 'text-4xl sm:text-5xl',
            size === 'default' && 'text-2xl',
            size === 'small' && 'text-base',
          )}
        >
          {figure}
        </span>
        {label && (
          <>
            {' '}
            <span className={size === 'small' ? 'text-sm' : undefined}>{label}</span>
          </>
        )}{' '}
        <span className="text-sm text-slate-600 tabular-nums">({percent}%)</span>
      </p>
      <div
        role="progressbar"
        aria-label={label ? `${figure} ${label}` : figure}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className={cn(
          'w-full overflow-hidden rounded-full bg-slate-200',
          size === 'large' ? 'h-4' : 'h-2',
        )}
      >
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
