import { api } from '../../api/api';

// The profile module's calls join the one API slice here (CONVENTIONS 11); none yet.
export const profileApi = api.injectEndpoints({ overrideExisting: 'throw', endpoints: () => ({}) });
