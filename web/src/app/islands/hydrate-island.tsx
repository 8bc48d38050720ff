/**
 * The React half of an islands page's start (start-islands.ts): hydrates one island's root from the server's
 * markup. Loaded, with React DOM, MUI's theme and emotion, only when a first island of the page starts, so a page
 * none of whose islands starts at load (its quote count is drawn without React) runs no React at all
 * (docs/decisions/0014).
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserEmotionCache } from '../emotion-cache.ts';
import { forceLightMode } from '../theme.ts';
import { IslandProviders } from './IslandProviders.tsx';
import { islandIdPrefix } from './islands-data.ts';

/** Calls `onCommit` once the island's first render is committed. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** One island to hydrate: its element, its component and props as the server rendered them, its index. */
export interface IslandToHydrate {
  element: HTMLElement;
  component: ComponentType<never>;
  props: unknown;
  /** The island's index in the page's islands data: its `useId` prefix (islandIdPrefix). */
  index: number;
}

/** Hydrates one island; `onCommit` is called once its first render is committed. */
export type HydrateIsland = (island: IslandToHydrate, onCommit: () => void) => Root;

/**
 * Prepares the hydration of `doc`'s islands (MUI kept in light mode, one emotion cache that knows the server's
 * styles, the page's address as the server rendered it) and returns the function that hydrates one island: in a
 * transition, so React yields to the browser between its slices; `onCommit` is called once its first render is
 * committed. The root it returns is unmounted by the islands' stop.
 */
export function islandHydrator(doc: Document): HydrateIsland {
  forceLightMode();
  const emotionCache = createBrowserEmotionCache(doc);
  const { pathname, search } = window.location;
  return ({ element, component, props, index }, onCommit) => {
    let root!: Root;
    startTransition(() => {
      root = hydrateRoot(
        element,
        <IslandProviders pathname={pathname} search={search} emotionCache={emotionCache}>
          <Committed onCommit={onCommit}>{createElement(component, props as never)}</Committed>
        </IslandProviders>,
        { identifierPrefix: islandIdPrefix(index) },
      );
    });
    return root;
  };
}
