import { api } from '../../api/api';

// The calendar module's calls join the one API slice here (CONVENTIONS 11); none yet.
export const calendarApi = api.injectEndpoints({ endpoints: () => ({}) });
