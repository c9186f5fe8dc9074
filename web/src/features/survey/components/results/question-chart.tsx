import { theme } from 'antd';
import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { BarDatum } from '../../chart-data';
import { RESULTS_TEXT as T } from '../../text';

const ROW_HEIGHT = 36;

/**
 * Horizontal bars, one per option or scale step, with the count at the end of each: long German labels stay
 * readable on a phone. The numbers are also in a hidden list for screen readers (the drawing is decorative).
 */
export function QuestionChart({ title, bars }: { title: string; bars: BarDatum[] }) {
  const { token } = theme.useToken();
  const tick = { fill: token.colorText, fontSize: 12 };
  return (
    <figure style={{ margin: 0 }} data-testid="question-chart">
      <figcaption className="visually-hidden">{T.chartLabel(title)}</figcaption>
      <ul className="visually-hidden">
        {bars.map((bar) => (
          <li key={bar.label}>
            {bar.label}: {bar.count} ({bar.percent} %)
          </li>
        ))}
      </ul>
      <div aria-hidden style={{ width: '100%', height: bars.length * ROW_HEIGHT + 16 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 40, bottom: 4, left: 4 }} accessibilityLayer={false}>
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={130} tick={tick} tickLine={false} axisLine={{ stroke: token.colorBorder }} />
            <Bar dataKey="count" fill={token.colorPrimary} radius={[0, 4, 4, 0]} isAnimationActive={false} barSize={20}>
              <LabelList dataKey="count" position="right" fill={token.colorText} fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
