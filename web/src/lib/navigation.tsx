/**
 * How a part of the page links and goes to another page of the site, without knowing what runs it
 * (docs/decisions/0014): in the app, React Router (client-side navigation, app/layouts/RouterNavigation.tsx); on an
 * islands page, the document itself (a link is a plain `<a href>`, following it loads the next page, which the
 * page's speculation rules have usually fetched already). The parts that are islands (the menu, the search box, the
 * quote list's link, the banners, the enquiry form's panels) take this instead of React Router, so an islands page
 * loads no router.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/** A link's props: an anchor's, with `to` the address (a site path with its query). */
export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** What the page's parts use to link and navigate. */
export interface SiteNavigation {
  /** The element a link to another page renders as (for MUI's `component` prop too). */
  Link: ComponentType<SiteLinkProps>;
  /** The path of the page shown (/in/about-us). */
  pathname: string;
  /** Goes to `to` (a site path with its query). */
  navigate: (to: string) => void;
}

/** A plain link: the browser follows it. */
export function DocumentLink({ to, ...anchor }: SiteLinkProps) {
  return <a href={to} {...anchor} />;
}

/** The navigation of a page the browser loads as a document: plain links, `location.assign`. */
export function documentNavigation(pathname: string): SiteNavigation {
  return { Link: DocumentLink, pathname, navigate: (to) => window.location.assign(to) };
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
