/**
 * How a part of the page links and goes to another page of the site, without knowing what runs it
 * (docs/decisions/0014): in the app, React Router (client-side navigation, app/layouts/RouterNavigation.tsx); on an
 * islands page, the document itself (a link is a plain `<a href>`, following it loads the next page, which the
 * page's speculation rules have usually fetched already). The parts that are islands (the menu, the search box, the
 * quote list's link, the banners, the enquiry form's panels) take this instead of React Router, so an islands page
 * loads no router.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/** A link's props: an anchor's, with `to` the address (a site path with its query, or only a query: `?a=b`). */
export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
  /** In the app: the visit replaces the current history entry (React Router's `replace`); a document link ignores it. */
  replace?: boolean;
  /** In the app: the page keeps its scroll (React Router's `preventScrollReset`); a document link ignores it. */
  preventScrollReset?: boolean;
}

/** How `setSearch` changes the page's query. */
export interface SetSearchOptions {
  /** In place of the current history entry (default: a new entry, so Back undoes it). */
  replace?: boolean;
}

/** How `navigate` goes to a page. */
export interface NavigateOptions {
  /** In place of the current history entry (a document: `location.replace`). */
  replace?: boolean;
  /** In the app: the page keeps its scroll (a new query of the same page); a document load ignores it. */
  preventScrollReset?: boolean;
}

/** What the page's parts use to link and navigate. */
export interface SiteNavigation {
  /** The element a link to another page renders as (for MUI's `component` prop too). */
  Link: ComponentType<SiteLinkProps>;
  /** The path of the page shown (/in/about-us). */
  pathname: string;
  /** True when `navigate` loads a document (an islands page), false when the app draws the next page in place. */
  loadsDocuments: boolean;
  /** The page's query: `?a=b`, or '' without one. */
  search: string;
  /**
   * Goes to `to` (a site path with its query, and a fragment): in the app the router draws it in place; on an
   * islands page the browser loads it, the page drawn by the server (a new listing's filters, say).
   */
  navigate: (to: string, options?: NavigateOptions) => void;
  /**
   * Changes the page's query to `search` (`?a=b`, or '' for none) without leaving the page or moving its scroll
   * (a dialog that follows the URL, product-spec.md §4).
   */
  setSearch: (search: string, options?: SetSearchOptions) => void;
}

/** A plain link: the browser follows it. */
export function DocumentLink({ to, replace: _replace, preventScrollReset: _preventScrollReset, ...anchor }: SiteLinkProps) {
  return <a href={to} {...anchor} />;
}

/**
 * The query `search` (`?a=b`, '' or URLSearchParams) with parameter `name` set to `value`, or removed (null): `?…`, or
 * '' when no parameter is left. Commas stay readable, as paths.compare writes a comparison's ids.
 */
export function searchWithParam(search: string | URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(search);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next.size > 0 ? `?${next.toString().replace(/%2C/gi, ',')}` : '';
}

/** The event an islands page's `setSearch` dispatches on `window`, so every island reads the new query. */
export const SEARCH_CHANGE_EVENT = 'site:searchchange';

/**
 * Calls `onChange` whenever the document's query may have changed (Back/Forward, or `setSearch` of any island);
 * returns the unsubscribe. For `useSyncExternalStore` over `window.location.search`.
 */
export function subscribeToSearch(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(SEARCH_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(SEARCH_CHANGE_EVENT, onChange);
  };
}

/**
 * The navigation of a page the browser loads as a document: plain links, `location.assign`; `search` is the query
 * given (the islands' providers read it from the document, app/islands/IslandProviders.tsx), and `setSearch` writes
 * the document's history (pushState/replaceState, which keep the scroll) and tells every island.
 */
export function documentNavigation(pathname: string, search: string): SiteNavigation {
  return {
    Link: DocumentLink,
    pathname,
    loadsDocuments: true,
    search,
    navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
    setSearch: (next, options) => {
      const url = `${window.location.pathname}${next}${window.location.hash}`;
      if (options?.replace) window.history.replaceState(window.history.state, '', url);
      else window.history.pushState(null, '', url);
      window.dispatchEvent(new Event(SEARCH_CHANGE_EVENT));
    },
  };
}

const SiteNavigationContext = createContext<SiteNavigation | null>(null);

/** Provides the page's navigation (RouterNavigation in the app, documentNavigation on an islands page). */
export const SiteNavigationProvider = SiteNavigationContext;

/**
 * The page's navigation.
 * @throws Error 'useSiteNavigation must be used within a SiteNavigationProvider' outside one
 */
export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation) throw new Error('useSiteNavigation must be used within a SiteNavigationProvider');
  return navigation;
}
