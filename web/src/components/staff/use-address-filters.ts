/**
 * Filters kept in the page's address (the enquiry inbox, the audit log), so a reload or a sent link shows the same
 * list: the query's parameters, and `set`, which writes the given ones (an empty value removes its parameter) in
 * place of the current address rather than as a new history entry.
 */
import { useSearchParams } from 'react-router';

/** See the module comment; `K` names the filter parameters. */
export function useAddressFilters<K extends string>() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Partial<Record<K, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as Array<[string, string | undefined]>) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { params, set };
}
