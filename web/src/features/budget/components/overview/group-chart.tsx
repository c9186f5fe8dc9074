import { theme } from 'antd';
import { Bar, BarChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../../lib/money';
import type { GroupBar } from '../../chart-data';
import { OVERVIEW_TEXT as T } from '../../text';

const ROW_HEIGHT = 64;

/**
 * Target against actual per group (horizontal bars: long German group names stay readable on a phone), with
 * the group's plan as a third bar. The figures are also in a list for screen readers; the drawing is decorative.
 */
export function GroupChart({ bars, showActual }: { bars: GroupBar[]; showActual: boolean }) {
  const { token } = theme.useToken();
  const tick = { fill: token.colorText, fontSize: 12 };
  return (
    <figure style={{ margin: 0 }} data-testid="group-chart">
      <figcaption className="visually-hidden">{T.chartSummary(T.perGroup)}</figcaption>
      <ul className="visually-hidden">
        {bars.map((bar) => (
          <li key={bar.key}>
            {bar.label}: {T.plan} {formatMoney(bar.plan)}, {T.target} {formatMoney(bar.target)}
            {showActual ? `, ${T.actual} ${formatMoney(bar.actual)}` : ''}
          </li>
        ))}
      </ul>
      <div aria-hidden style={{ width: '100%', height: bars.length * ROW_HEIGHT + 48 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
            <XAxis
              type="number"
              tick={tick}
              tickFormatter={(v: number) => formatMoney(v).replace(/,00\u00a0€$/, '')}
              axisLine={{ stroke: token.colorBorder }}
            />
            <YAxis type="category" dataKey="label" width={140} tick={tick} tickLine={false} axisLine={{ stroke: token.colorBorder }} />
            <Tooltip
              formatter={(value) => formatMoney(Number(value))}
              contentStyle={{ background: token.colorBgElevated, color: token.colorText }}
            />
            <Legend
              itemSorter={null}
              wrapperStyle={{ fontSize: 12 }}
              formatter={(value: string) => <span style={{ color: token.colorText }}>{value}</span>}
            />
            <Bar dataKey="plan" name={T.plan} fill={token.colorWarning} isAnimationActive={false} barSize={10} />
            <Bar dataKey="target" name={T.target} fill={token.colorPrimary} isAnimationActive={false} barSize={10} />
            {showActual && <Bar dataKey="actual" name={T.actual} fill={token.colorSuccess} isAnimationActive={false} barSize={10} />}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
