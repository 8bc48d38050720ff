/**
 * A copy of a product for the Product dialog (docs/decisions/0013, "duplicate a product"): "Copy of {name}"
 * (cut to the name's limit), a new id, the same category, texts, media paths (with their alt texts), documents and
 * specifications. Nothing is stored until the user saves the dialog.
 */
import { CATALOG_LIMITS, type Product } from '../../../../contracts/catalog.ts';

/** The name a copy of `name` gets. */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, CATALOG_LIMITS.name);
}

/** A copy of `product` with a new id (`newId` for tests; a random UUID by default); see the module comment. */
export function duplicateOf(product: Product, newId: string = crypto.randomUUID()): Product {
  return { ...product, id: newId, name: copyName(product.name) };
}
