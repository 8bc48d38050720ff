/**
 * The first of the app's start chunks: React DOM (docs/decisions/0012). The build puts this module in the
 * `react` chunk with React itself (vite.config.ts), after them, so the top-level await below ends that chunk's
 * evaluation: the browser gets its task back before the router chunk and then the app's own chunk are evaluated.
 * Evaluating the three as one module graph was one task of about 400 ms on a phone-speed CPU.
 *
 * The entry (entry-client.tsx) takes React DOM from here, which is what orders this module after React DOM.
 */
import { nextTask } from './next-task.ts';

export { createRoot, hydrateRoot } from 'react-dom/client';

await nextTask();
