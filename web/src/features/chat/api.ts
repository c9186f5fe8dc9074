import { api } from '../../api/api';

// The chat module's calls join the one API slice here (CONVENTIONS 11); none yet.
export const chatApi = api.injectEndpoints({ endpoints: () => ({}) });
