import { DomainException, Errors } from './domain.exception';

/**
 * The awaited row, or the module's "not found" (404 by default). Unknown and foreign ids answer alike,
 * so that nobody learns whether an id exists elsewhere.
 */
export async function findOrFail<T>(
  found: Promise<T | null | undefined> | T | null | undefined,
  error: () => DomainException = Errors.notFound,
): Promise<T> {
  const row = await found;
  if (row === null || row === undefined) throw error();
  return row;
}
