/** /fd — the therm storefront home (product-spec.md §2); the full marketing page is issue 6. */
import { StorefrontHome } from '../StorefrontHome.tsx';

export default function ThermHomePage() {
  return <StorefrontHome code="fd" />;
}
