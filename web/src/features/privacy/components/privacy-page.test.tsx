import { screen } from '@testing-library/react';
import { RETENTION_CATEGORIES, RETENTION_DEFAULTS, PRIVACY_RIGHTS, periodLabel } from '#shared/retention';
import { mockApi } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  it("shows the server's periods and the person's rights, without a login", async () => {
    const categories = RETENTION_CATEGORIES.map((category) => {
      const d = RETENTION_DEFAULTS[category];
      return { category, label: d.label, period: d.period, unit: d.unit, periodLabel: periodLabel(d.period, d.unit), reason: d.reason };
    });
    categories[1] = { ...categories[1], period: 3, periodLabel: '3 Schuljahre' };
    mockApi({ 'GET /api/tenant/public/privacy': { status: 200, body: { categories, rights: [...PRIVACY_RIGHTS] } } });
    renderScreen(<PrivacyPage />, { path: '/datenschutz' });
    expect(await screen.findByText('Gruppenchats')).toBeInTheDocument();
    expect(screen.getByText('3 Schuljahre')).toBeInTheDocument();
    expect(screen.getByText('90 Tage')).toBeInTheDocument();
    for (const right of PRIVACY_RIGHTS) expect(screen.getByText(right)).toBeInTheDocument();
  }, 60_000);
});
