import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render';
import { ImprintPage } from './imprint-page';

describe('ImprintPage', () => {
  it('shows the operator text as written, markup included, with its line breaks and the support address', async () => {
    mockApi({
      'GET /api/auth/public/site': {
        status: 200,
        body: { supportMail: 'hilfe@sv.example', imprintText: 'SV e.V.\n<img src=x onerror=alert(1)>' },
      },
    });
    renderScreen(<ImprintPage />, { path: '/impressum' });
    const text = await screen.findByTestId('imprint-text');
    expect(text.textContent).toBe('SV e.V.\n<img src=x onerror=alert(1)>');
    expect(text.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'hilfe@sv.example' })).toHaveAttribute('href', 'mailto:hilfe@sv.example');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
  });
});
