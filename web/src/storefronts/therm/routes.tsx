/**
 * The therm storefront's marketing pages (product-spec.md §2), as child routes of its storefront layout.
 * Each page is its own lazy chunk.
 */
import type { RouteObject } from 'react-router';

export const thermRoutes: RouteObject[] = [];
