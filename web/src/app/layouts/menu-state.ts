/** Which top-menu entry is the current page (product-spec.md §2 top menu). */

/** True when `path` is the current page or, for non-home entries, one of its parents. */
export function isActive(path: string, homePath: string, pathname: string): boolean {
  if (path === homePath) return pathname === homePath;
  return pathname === path || pathname.startsWith(`${path}/`);
}
