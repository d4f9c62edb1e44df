import type { EventReport } from '@bilheteria/domain/organizer-contract';
import { formatBRL } from '@bilheteria/domain/money';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/*
 * The report's pictures (recharts, with its d3 parts, in this lazily loaded chunk only). They
 * are pictures: the same figures are in tables beside them (sales-section.tsx), so the charts
 * stay out of the keyboard's and screen readers' way (aria-hidden, no keyboard layer).
 */

type TicketType = EventReport['byTicketType'][number];
type Day = EventReport['byDay'][number];

const AXIS_TICK = { fontSize: 12, fill: '#475569' };

/** 'YYYY-MM-DD' → 'DD/MM'. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

function Box({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="font-semibold text-slate-900">{title}</p>
      {lines.map((line) => (
        <p key={line} className="text-slate-700">
          {line}
        </p>
      ))}
    </div>
  );
}

const ticketsText = (count: number) => `${count} ${count === 1 ? 'ingresso' : 'ingressos'}`;

function TypeTooltip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: { payload?: TicketType }[];
}) {
  const type = payload?.[0]?.payload;
  if (!active || !type) return null;
  return (
    <Box
      title={type.name}
      lines={[
        `${type.sold} de ${type.quantity} vendidos`,
        `Receita: ${formatBRL(type.revenueCents)}`,
      ]}
    />
  );
}

function DayTooltip({ active, payload }: { active?: boolean; payload?: { payload?: Day }[] }) {
  const day = payload?.[0]?.payload;
  if (!active || !day) return null;
  return (
    <Box
      title={shortDay(day.day)}
      lines={[ticketsText(day.tickets), `Receita: ${formatBRL(day.revenueCents)}`]}
    />
  );
}

/** Tickets sold per ticket type, a bar each. */
export function TicketTypeChart({ types }: { types: readonly TicketType[] }) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={[...types]}
      layout="vertical"
      margin={{ top: 4, right: 16, bottom: 0, left: 8 }}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid horizontal={false} stroke="#e2e8f0" />
      <XAxis
        type="number"
        allowDecimals={false}
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={{ stroke: '#cbd5e1' }}
      />
      <YAxis
        type="category"
        dataKey="name"
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        width={110}
      />
      <Tooltip cursor={{ fill: '#eff6ff' }} content={<TypeTooltip />} />
      <Bar dataKey="sold" name="Ingressos" fill="#1d4ed8" radius={[0, 4, 4, 0]} barSize={20} />
    </BarChart>
  );
}

/** Tickets sold per São Paulo day, oldest first (as the server counts them). */
export function DailySalesChart({ days }: { days: readonly Day[] }) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={[...days]}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis
        dataKey="day"
        tickFormatter={shortDay}
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={{ stroke: '#cbd5e1' }}
        minTickGap={16}
      />
      <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={40} />
      <Tooltip cursor={{ fill: '#eff6ff' }} content={<DayTooltip />} />
      <Bar dataKey="tickets" name="Ingressos" fill="#1d4ed8" radius={[4, 4, 0, 0]} />
    </BarChart>
  );
}
