import { createAction } from '@reduxjs/toolkit';

/** Raised once per 401 answer (SPEC 7); the session saga answers it with an auth refresh. */
export const unauthorized = createAction('auth/unauthorized');
