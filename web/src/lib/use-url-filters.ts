import { useSearchParams } from 'react-router-dom';

/**
 * A list's search and filters kept in the address (so that the way back from an item lands on the same list):
 * each key reads its default when absent, and a value equal to its default leaves the address.
 * `onChange` runs after every change (e.g. back to page 1).
 */
export function useUrlFilters<K extends string>(defaults: Record<K, string>, onChange?: () => void) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? defaults[key]])) as Record<K, string>;
  const set = (next: Partial<Record<K, string>>) => {
    const updated = new URLSearchParams(params);
    for (const key of Object.keys(next) as K[]) {
      const value = next[key];
      if (value && value !== defaults[key]) updated.set(key, value);
      else updated.delete(key);
    }
    setParams(updated, { replace: true });
    onChange?.();
  };
  return [values, set] as const;
}
