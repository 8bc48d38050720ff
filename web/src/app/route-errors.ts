/**
 * Route errors across the server render: a page the server rendered from a route error — a
 * 404 response a loader threw for a catalogue id that does not exist (app/route-data.ts) — carries that error in
 * its hydration data, so the browser's first render draws the same error boundary. JSON cannot carry an error
 * response as such: it crosses as a plain object marked `__type: 'RouteErrorResponse'`, the marking React
 * Router's own StaticRouterProvider and createBrowserRouter use for `window.__staticRouterHydrationData` (which
 * the Content-Security-Policy rules out here: it is an inline script). Kept out of server-render-state.ts, which the
 * small browser entry (main.ts) imports, so the entry does not load React Router.
 */
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type HydrationState } from 'react-router';

type RouteErrors = HydrationState['errors'];

/** A route error as it crosses in JSON. */
interface SerializedRouteError {
  __type: 'RouteErrorResponse';
  status: number;
  statusText: string;
  data: unknown;
  internal: boolean;
}

/** `errors` (route id → error) with each error response as a marked plain object; other values as they are. */
export function serializeRouteErrors(errors: RouteErrors): RouteErrors {
  if (!errors) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? ({ __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data, internal: false } satisfies SerializedRouteError)
        : error,
    ]),
  );
}

/** The inverse of `serializeRouteErrors`: marked objects become error responses (`isRouteErrorResponse` true). */
export function reviveRouteErrors(errors: RouteErrors): RouteErrors {
  if (!errors) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      const marked = error as Partial<SerializedRouteError> | null;
      return [
        routeId,
        marked?.__type === 'RouteErrorResponse'
          ? new ErrorResponseImpl(marked.status ?? 500, marked.statusText, marked.data, marked.internal === true)
          : error,
      ];
    }),
  );
}
