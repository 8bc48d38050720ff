/** Test helpers for the one error shape (contracts/catalog.ts `apiErrorSchema`). */
import type { ApiErrorDetail } from '../../contracts/catalog.ts';

/** The messages an error body gives for the field at `path` ('' for the whole request), in order. */
export function fieldMessages(body: { details?: ApiErrorDetail[] } | null | undefined, path: string): string[] {
  return (body?.details ?? []).filter((d) => d.path === path).map((d) => d.message);
}

/** The distinct field paths an error body names, sorted. */
export function fieldPaths(body: { details?: ApiErrorDetail[] } | null | undefined): string[] {
  return [...new Set((body?.details ?? []).map((d) => d.path))].sort();
}
