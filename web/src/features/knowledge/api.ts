import { api } from '../../api/api';

// The knowledge module's calls join the one API slice here (CONVENTIONS 11); none yet.
export const knowledgeApi = api.injectEndpoints({ overrideExisting: 'throw', endpoints: () => ({}) });
