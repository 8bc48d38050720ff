/** For tests of what a page keeps in its address: render `<AddressWatcher />` in the router, read `address.search`. */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The memory router's query as the page last left it. */
export const address = { search: '' };

/** Keeps `address.search` up to date; draws nothing. */
export function AddressWatcher() {
  const { search } = useLocation();
  useEffect(() => {
    address.search = search;
  }, [search]);
  return null;
}
