import { api } from '../../api/api';

// The survey module's calls join the one API slice here (CONVENTIONS 11); none yet.
export const surveyApi = api.injectEndpoints({ endpoints: () => ({}) });
