// One page of a paged list: what every paged route returns and every paged table reads.
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
