import { api } from '../../api/api';

// The project module's calls join the one API slice here (CONVENTIONS 11); none yet.
export const projectApi = api.injectEndpoints({ overrideExisting: 'throw', endpoints: () => ({}) });
