// A call that got 401 waits here while the session saga refreshes the cookies, then is sent once more.
// 401 means the server did not act on the request, so sending it again is safe even for writes.
type Waiter = (refreshed: boolean) => void;

let waiters: Waiter[] = [];

export const AUTH_REFRESH_TIMEOUT_MS = 15_000;

/** Register before raising `unauthorized`: the saga may settle synchronously. */
export function waitForAuthRefresh(timeoutMs = AUTH_REFRESH_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    waiters.push((refreshed) => {
      clearTimeout(timer);
      resolve(refreshed);
    });
  });
}

/** Called by the session saga when a refresh ended (or was not possible). */
export function settleAuthRefresh(refreshed: boolean): void {
  const settled = waiters;
  waiters = [];
  settled.forEach((waiter) => waiter(refreshed));
}
