import { theme } from 'antd';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../../lib/money';
import type { MonthPoint } from '../../chart-data';
import { OVERVIEW_TEXT as T } from '../../text';

/** The balance month by month (bars) and the running balance (line). Screen readers get the list. */
export function MonthChart({ points }: { points: MonthPoint[] }) {
  const { token } = theme.useToken();
  const tick = { fill: token.colorText, fontSize: 12 };
  return (
    <figure style={{ margin: 0 }} data-testid="month-chart">
      <figcaption className="visually-hidden">{T.chartSummary(T.perMonth)}</figcaption>
      <ul className="visually-hidden">
        {points.map((p) => (
          <li key={p.month}>
            {T.monthNames[p.month - 1]}: {T.monthBalance} {formatMoney(p.balance)}, {T.cumulative} {formatMoney(p.cumulative)}
          </li>
        ))}
      </ul>
      <div aria-hidden style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
            <XAxis dataKey="label" tick={tick} axisLine={{ stroke: token.colorBorder }} minTickGap={4} fontSize={11} />
            <YAxis
              tick={tick}
              width={64}
              tickFormatter={(v: number) => formatMoney(v).replace(/,00\u00a0€$/, '')}
              axisLine={{ stroke: token.colorBorder }}
            />
            <Tooltip
              formatter={(value) => formatMoney(Number(value))}
              contentStyle={{ background: token.colorBgElevated, color: token.colorText }}
            />
            <Legend
              itemSorter={null}
              wrapperStyle={{ fontSize: 12 }}
              formatter={(value: string) => <span style={{ color: token.colorText }}>{value}</span>}
            />
            <Bar dataKey="balance" name={T.monthBalance} fill={token.colorPrimary} isAnimationActive={false} />
            <Line
              dataKey="cumulative"
              name={T.cumulative}
              stroke={token.colorSuccess}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
              type="linear"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
