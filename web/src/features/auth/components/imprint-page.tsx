import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../lib/paths';
import { useSiteQuery } from '../api';
import { IMPRINT_TEXT } from '../text';
import { AuthHeading } from './auth-heading';
import { SupportLink } from './support-link';

/** The operator's imprint (issue 28 §17): plain text from IMPRINT_TEXT, React escapes it, CSS keeps its line breaks. */
export function ImprintPage() {
  const { data, isLoading, isError, refetch } = useSiteQuery();
  return (
    <Card>
      <AuthHeading title={IMPRINT_TEXT.title} />
      <QueryState isLoading={isLoading} isError={isError} onRetry={refetch}>
        <p data-testid="imprint-text" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {data?.imprintText}
        </p>
        <p>
          {IMPRINT_TEXT.support} <SupportLink />
        </p>
        <p>
          <Link to={paths.privacy}>{IMPRINT_TEXT.privacy}</Link>
        </p>
      </QueryState>
    </Card>
  );
}
