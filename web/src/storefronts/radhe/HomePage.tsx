/** /in — the radhe storefront home (product-spec.md §2); the full marketing page is issue 5. */
import { StorefrontHome } from '../StorefrontHome.tsx';

export default function RadheHomePage() {
  return <StorefrontHome code="in" />;
}
