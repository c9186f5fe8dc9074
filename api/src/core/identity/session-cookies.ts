/** The cookies a login session lives in (ARCHITECTURE 3): read by the HTTP guard, the socket handshake and the queue dashboards. */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/auth/public';
