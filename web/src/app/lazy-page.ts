/** Route helper: a lazy route whose module's default export is the page component (one chunk per page). */
import type { ComponentType } from 'react';

export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
