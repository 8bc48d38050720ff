/**
 * Spike (docs/decisions/0011): React Router's `Link` as an islands page has it, a plain anchor. run.ts aliases
 * `react-router` to this module when it builds the island, so the island carries no router.
 */
import type { AnchorHTMLAttributes, Ref } from 'react';

/** A link to `to`: the browser navigates (no client-side routing on an islands page). */
export function Link({ to, ref, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> }) {
  return <a href={to} ref={ref} {...rest} />;
}
