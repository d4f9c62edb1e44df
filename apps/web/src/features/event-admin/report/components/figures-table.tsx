import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/scroll-region';
import { cn } from '@/lib/utils';

export interface Column {
  label: string;
  /** Figures line up on the right. */
  numeric?: boolean;
}

/**
 * A small table of figures, named by its caption (visible, or only for readers). The first
 * column heads each row. On a narrow screen it scrolls sideways in its own box, which the
 * keyboard can scroll too.
 */
export function FiguresTable({
  caption,
  captionHidden = false,
  columns,
  rows,
  className,
  visuallyHidden = false,
}: {
  caption: string;
  captionHidden?: boolean;
  /** For screen readers only (a chart shows the same figures): no box, nothing to focus. */
  visuallyHidden?: boolean;
  columns: readonly Column[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  className?: string;
}) {
  const table = (
    <table className="w-full text-left text-sm">
      <caption
        className={
          captionHidden
            ? 'sr-only'
            : 'px-3 pt-3 pb-2 text-left text-sm font-semibold text-slate-900'
        }
      >
        {caption}
      </caption>
      <thead className="bg-slate-50 text-xs text-slate-600">
        <tr className="border-y border-slate-200">
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={cn(
                'px-3 py-2 font-medium whitespace-nowrap',
                column.numeric && 'text-right',
              )}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map(({ key, cells }) => (
          <tr key={key}>
            {cells.map((cell, index) =>
              index === 0 ? (
                <th
                  key={columns[index]?.label ?? index}
                  scope="row"
                  className="px-3 py-2 font-medium break-words text-slate-900"
                >
                  {cell}
                </th>
              ) : (
                <td
                  key={columns[index]?.label ?? index}
                  className={cn(
                    'px-3 py-2 text-slate-800',
                    columns[index]?.numeric && 'text-right whitespace-nowrap tabular-nums',
                  )}
                >
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // In a box: a table ignores the width and overflow that `sr-only` sets, and would widen the page.
  if (visuallyHidden) return <div className="sr-only">{table}</div>;
  return (
    <ScrollRegion
      label={caption}
      className={className}
      boxClassName="rounded-lg border border-slate-200 bg-white"
    >
      {table}
    </ScrollRegion>
  );
}

/** A box saying there is nothing to show yet. */
export function NothingYet({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
