/**
 * Route helper: a lazy route whose module's default export is the page component (one chunk per page), and whose
 * `ErrorBoundary` export, when it has one, is the route's error boundary (React Router's route module convention).
 */
import type { ComponentType } from 'react';

export const lazyPage = (load: () => Promise<{ default: ComponentType; ErrorBoundary?: ComponentType }>) => async () => {
  const { default: Component, ErrorBoundary } = await load();
  return ErrorBoundary ? { Component, ErrorBoundary } : { Component };
};
