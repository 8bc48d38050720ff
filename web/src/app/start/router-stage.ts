/**
 * The second of the app's start chunks: React Router and TanStack Query (docs/decisions/0012). The build
 * puts this module in the `router` chunk after them (vite.config.ts), so its top-level await ends that chunk's
 * evaluation and the app's own chunk (MUI, emotion, the layouts) is evaluated in a task of its own. The chunk
 * imports React from the first stage, so it waits for that one to end.
 *
 * The entry (entry-client.tsx) takes the router and the cache's `hydrate` from here, which orders this module after
 * them.
 */
import { nextTask } from './next-task.ts';

export { createBrowserRouter, matchRoutes, type DataRouter } from 'react-router';
export { RouterProvider } from 'react-router/dom';
export { hydrate } from '@tanstack/react-query';

await nextTask();
