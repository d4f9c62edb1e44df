import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { ScrollRegion } from './scroll-region';

/* Literal class names, so that Tailwind finds them. */
const SHOWN_AS = {
  sm: { cards: 'sm:hidden', table: 'sm:block' },
  md: { cards: 'md:hidden', table: 'md:block' },
} as const;

/**
 * A list of items as a table on wide screens and a card each on a phone. Both are in the page;
 * only one is ever displayed, the other is `display: none` and so out of the accessibility tree.
 * The caption names the table and the list of cards alike: how screen readers and tests find
 * them. A table wider than the screen scrolls sideways in its own `region` (named `region`, or
 * the caption), reachable by keyboard, with a cue while columns are hidden (issue 33).
 */
export function ResponsiveList<Item>({
  items,
  itemKey,
  caption,
  header,
  row,
  card,
  breakpoint = 'md',
  region,
  tableClassName,
  rowClassName = 'align-middle',
  cardClassName,
}: {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  caption: string;
  /** The header row's cells (`<th scope="col">`). */
  header: ReactNode;
  /** An item's cells (`<td>`). */
  row: (item: Item) => ReactNode;
  /** An item's card, inside its `<li>`. */
  card: (item: Item) => ReactNode;
  /** The width from which the table shows instead of the cards. */
  breakpoint?: keyof typeof SHOWN_AS;
  /** The scrolling region's name (the caption when not given). */
  region?: string;
  tableClassName?: string;
  rowClassName?: string;
  cardClassName?: string;
}) {
  const shown = SHOWN_AS[breakpoint];
  return (
    <>
      <ul aria-label={caption} className={cn('flex flex-col gap-3', shown.cards)}>
        {items.map((item) => (
          <li key={itemKey(item)} className={cardClassName}>
            {card(item)}
          </li>
        ))}
      </ul>
      <ScrollRegion
        label={region ?? caption}
        className={cn('hidden', shown.table)}
        boxClassName="rounded-xl border border-slate-200 bg-white"
      >
        <table className={cn('w-full text-left text-sm', tableClassName)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr className="border-b border-slate-200">{header}</tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr key={itemKey(item)} className={rowClassName}>
                {row(item)}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
