import type { AffiliateSales } from '@bilheteria/domain/affiliate-contract';
import { formatBRL } from '@bilheteria/domain/money';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

type Day = AffiliateSales['por_dia'][number];

/** 'YYYY-MM-DD' → 'DD/MM'. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

function DayTooltip({ active, payload }: { active?: boolean; payload?: { payload?: Day }[] }) {
  const day = payload?.[0]?.payload;
  if (!active || !day) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="font-semibold text-slate-900">{shortDay(day.dia)}</p>
      <p className="text-slate-700">
        {day.vendas} {day.vendas === 1 ? 'ingresso' : 'ingressos'}
      </p>
      <p className="text-slate-700">Comissão: {formatBRL(day.comissao_cents)}</p>
    </div>
  );
}

/**
 * Tickets sold per day over the last 30 days (São Paulo days, oldest first, as the server
 * counts them). A picture only: the figures are in words and in a table beside it
 * (sales-tab.tsx), so it stays out of the keyboard's and screen readers' way.
 */
export function SalesChart({ days }: { days: Day[] }) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={days}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis
        dataKey="dia"
        tickFormatter={shortDay}
        tick={{ fontSize: 12, fill: '#475569' }}
        tickLine={false}
        axisLine={{ stroke: '#cbd5e1' }}
        minTickGap={16}
      />
      <YAxis
        allowDecimals={false}
        tick={{ fontSize: 12, fill: '#475569' }}
        tickLine={false}
        axisLine={false}
        width={40}
      />
      <Tooltip cursor={{ fill: '#eff6ff' }} content={<DayTooltip />} />
      <Bar dataKey="vendas" name="Ingressos" fill="#1d4ed8" radius={[4, 4, 0, 0]} />
    </BarChart>
  );
}
