// Query parameters of list calls.

/** Leaves out empty filters, so that an unset search field is not sent as `text=`. */
export function cleanParams(params: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
}

/** Which page of a server list to fetch. */
export interface PageQuery {
  page: number;
  pageSize: number;
}
