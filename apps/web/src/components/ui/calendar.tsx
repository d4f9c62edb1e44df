import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import { cn } from '@/lib/utils';

/**
 * The week days' short names, Sunday first. date-fns' pt-BR writes 'sab' without its accent;
 * these are the Portuguese ones (shown capitalised: 'Sáb').
 */
const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

/**
 * shadcn-style calendar on react-day-picker 9, in pt-BR. Heavy (date-fns locale, day grid):
 * import it only from lazily loaded modules so it stays out of the home page's bundle.
 */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      locale={ptBR}
      formatters={{ formatWeekdayName: (weekday) => WEEKDAYS[weekday.getDay()]! }}
      showOutsideDays={showOutsideDays}
      className={cn('w-fit p-3', className)}
      classNames={{
        months: 'relative flex flex-col gap-4 sm:flex-row',
        month: 'flex flex-col gap-4',
        month_caption: 'flex h-9 items-center justify-center',
        caption_label: 'text-sm font-semibold capitalize text-slate-900',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous:
          'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-40',
        button_next:
          'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-40',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-10 text-center text-xs font-medium capitalize text-slate-500',
        week: 'mt-1 flex w-full',
        day: 'relative size-10 p-0 text-center text-sm',
        day_button:
          'inline-flex size-10 items-center justify-center rounded-md text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700',
        selected:
          '[&>button]:bg-brand-700 [&>button]:text-white [&>button]:hover:bg-brand-700 [&>button]:hover:text-white',
        today: '[&>button]:font-bold [&>button]:text-brand-700',
        outside: '[&>button]:text-slate-400',
        disabled: '[&>button]:text-slate-300 [&>button]:hover:bg-transparent',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'left' ? (
            <ChevronLeft className="size-4" aria-hidden />
          ) : (
            <ChevronRight className="size-4" aria-hidden />
          ),
      }}
      {...props}
    />
  );
}
