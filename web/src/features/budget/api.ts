import { api } from '../../api/api';

// The budget module's calls join the one API slice here (CONVENTIONS 11); none yet.
export const budgetApi = api.injectEndpoints({ overrideExisting: 'throw', endpoints: () => ({}) });
