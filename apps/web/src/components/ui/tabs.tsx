import { Tabs as TabsPrimitive } from 'radix-ui';
import { createContext, use, useId, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/*
 * Radix's tab list and triggers (roving focus, keyboard, activation) with a panel of our own.
 * Radix's TabsContent wraps every panel in Presence, whose ref reads getComputedStyle() while
 * React commits: each panel forced a style recalculation of the whole page inside the commit,
 * and Presence's state updates re-rendered the tree synchronously — the event list and the event
 * page's largest long tasks (docs/decisions/0007). Our panels animate nothing, so a plain
 * element does: same roles, ids, labels and `hidden` as Radix's.
 */

interface TabsState {
  value: string;
  orientation: 'horizontal' | 'vertical';
  /** Prefix of the triggers' and panels' ids. */
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(component: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`<${component}> must be used inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  className,
  value: valueProp,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const value = valueProp ?? ownValue;
  return (
    <TabsContext value={{ value, orientation, baseId }}>
      <TabsPrimitive.Root
        className={cn('flex flex-col gap-4', className)}
        value={value}
        onValueChange={(next) => {
          if (valueProp === undefined) setOwnValue(next);
          onValueChange?.(next);
        }}
        orientation={orientation}
        {...props}
      />
    </TabsContext>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex h-10 w-fit items-center justify-center rounded-lg bg-slate-100 p-1 text-slate-600',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { baseId } = useTabs('TabsTrigger');
  return (
    <TabsPrimitive.Trigger
      id={triggerId(baseId, props.value)}
      aria-controls={panelId(baseId, props.value)}
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab's panel. Only the chosen tab's content is rendered, unless `forceMount` keeps it mounted
 * (hidden while another tab is chosen; a `hidden` prop given here wins, as with Radix).
 */
export function TabsContent({
  className,
  value,
  forceMount,
  children,
  ...props
}: Omit<ComponentProps<typeof TabsPrimitive.Content>, 'asChild'>) {
  const tabs = useTabs('TabsContent');
  const selected = value === tabs.value;
  const present = Boolean(forceMount) || selected;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={tabs.orientation}
      hidden={!present}
      tabIndex={0}
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
      {...props}
    >
      {present && children}
    </div>
  );
}
