import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BudgetExportButton } from '../features/budget/components/export-button';
import * as downloads from '../lib/download';
import { toast } from '../lib/toast/toast';
import { mockApi } from '../test/fetch-mock';
import { renderScreen } from '../test/render';

// useExportJob and ExportButton through one of their users: request, progress while polling, then the
// download (or the failure toast), and the button is free again.
const URL = '/api/tenant/tenant/t1/budget/b1/export';
const job = (state: string, progress: number) => ({ status: 200, body: { _id: 'x1', state, progress } });

describe('export button', () => {
  it('shows the progress while the job runs and downloads the file once it is done', async () => {
    const download = vi.spyOn(downloads, 'download').mockImplementation(() => undefined);
    mockApi({
      [`POST ${URL}`]: { status: 202, body: { _id: 'x1', state: 'PENDING', progress: 0 } },
      [`GET ${URL}/x1`]: [job('RUNNING', 40), job('DONE', 100)],
    });
    renderScreen(
      <BudgetExportButton tenantId="t1" budgetId="b1" format="csv">
        CSV
      </BudgetExportButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: /CSV/ }));
    expect(await screen.findByTestId('export-progress')).toHaveTextContent('Export wird erstellt');
    await waitFor(() => expect(download).toHaveBeenCalledWith(`${URL}/x1/file`), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByTestId('export-progress')).not.toBeInTheDocument());
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('toasts a failed job and downloads nothing', async () => {
    const download = vi.spyOn(downloads, 'download').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error');
    mockApi({
      [`POST ${URL}`]: { status: 202, body: { _id: 'x1', state: 'PENDING', progress: 0 } },
      [`GET ${URL}/x1`]: job('FAILED', 5),
    });
    renderScreen(
      <BudgetExportButton tenantId="t1" budgetId="b1" format="pdf">
        PDF
      </BudgetExportButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: /PDF/ }));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(download).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('export-progress')).not.toBeInTheDocument());
  });
});
