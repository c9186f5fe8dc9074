import { api } from '../../api/api';

// The event module's calls join the one API slice here (CONVENTIONS 11); none yet.
export const eventApi = api.injectEndpoints({ endpoints: () => ({}) });
