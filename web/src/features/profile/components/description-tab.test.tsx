import { fireEvent, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import type { ProfileView } from '#shared/profile';
import { toast } from '../../../lib/toast/toast';
import { mockApi } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render';
import { DescriptionTab } from './description-tab';

const profile = (over: Partial<ProfileView> = {}): ProfileView => ({
  _id: 't1',
  tenantId: 't1',
  description: '<p>Wir sind die SV.</p>',
  contactPerson: 'Lea Sommer',
  contactEmail: '',
  contactPhone: '',
  contactWebsite: '',
  publicPerson: '',
  avatarImage: null,
  backgroundImage: null,
  isPublic: true,
  shortcode: 'goethe',
  createdAt: null,
  updatedAt: null,
  ...over,
});

describe('profile description tab', () => {
  it('shows members without profile:update the profile as text, no form', () => {
    renderScreen(<DescriptionTab tenantId="t1" profile={profile()} editor={false} />);
    expect(screen.getByTestId('profile-summary')).toHaveTextContent('Wir sind die SV.');
    expect(screen.getByText('Lea Sommer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profil speichern' })).not.toBeInTheDocument();
  });

  it('names a wrong phone number and web address before sending, then saves the trimmed fields as JSON', async () => {
    const success = vi.spyOn(toast, 'success');
    const { calls } = mockApi({ 'PUT /api/profile/tenant/t1': { status: 200, body: profile({ contactPhone: '+49 69 123' }) } });
    renderScreen(<DescriptionTab tenantId="t1" profile={profile()} editor />);
    fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Webseite'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText('Bitte gib eine gültige Telefonnummer ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib eine gültige Webadresse ein, die mit http:// oder https:// beginnt.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: ' +49 69 123 ' } });
    fireEvent.change(screen.getByLabelText('Webseite'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ contactPhone: '+49 69 123', contactWebsite: '', contactPerson: 'Lea Sommer' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Das Profil wurde gespeichert.'));
  });
});
