import { Progress, Typography } from 'antd';
import type { SurveyCodeBatchView } from '#shared/survey';
import { turnoutPercent } from '../../chart-data';
import { EXECUTION_TEXT, RESULTS_TEXT as T } from '../../text';

/** Turnout per class of a TAN survey: codes spent of codes handed out. */
export function Turnout({ batches }: { batches: readonly SurveyCodeBatchView[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="turnout">
      {batches.map((batch) => {
        const name = batch.batch || EXECUTION_TEXT.noBatch;
        return (
          <li key={batch.batch} data-testid="turnout-batch" style={{ marginBottom: 8 }}>
            <Typography.Text strong>{name}</Typography.Text>{' '}
            <Typography.Text type="secondary">{T.turnoutOf(batch.used, batch.total)}</Typography.Text>
            <Progress percent={turnoutPercent(batch.used, batch.total)} size="small" aria-label={`${T.turnout}: ${name}`} />
          </li>
        );
      })}
    </ul>
  );
}
