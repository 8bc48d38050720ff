/**
 * An island: a part of a server-rendered public page that a visitor can touch (a menu, a carousel, a form), and the
 * only parts of an islands page that run script in the browser (issue 35, docs/decisions/0014). Text, cards, tables
 * and the footer around it are never hydrated.
 *
 * `<Island name component props />` renders `component` with `props`. Where nothing collects islands (the
 * single-page app: the staff area, a page hydrated whole, a unit test) that is all it does. In the server render
 * of an islands page (entry-server.tsx) it renders only a slot, `<div data-island="{key}">`, and hands the component
 * and its props to the collector, which renders them as a root of their own (their own `useId` prefix) and puts
 * the markup into the slot; the browser hydrates that root alone, from the same props (app/islands/).
 *
 * Props must be JSON (they travel in the page's islands data block); the server renders the island from the JSON
 * round trip of its props, so the browser's first render always matches the server's.
 */
import { createContext, useContext, useId, type ComponentType, type CSSProperties } from 'react';
import { ISLAND_ATTRIBUTE, type IslandName } from './island-names.ts';

/** One island of a page, as the server collects it. */
export interface CollectedIsland {
  name: IslandName;
  component: ComponentType<never>;
  props: object;
}

/** Collects the islands of one server render, keyed by their slot's key (React's `useId` of the slot). */
export type IslandCollector = Map<string, CollectedIsland>;

/** Present only in the server render of an islands page (entry-server.tsx). */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/**
 * Whether this render is the server's render of an islands page, where only the islands will run in the browser
 * (a part that has one way for the app and another for an islands page, e.g. a listing's "Load more").
 */
export function useIslandsRender(): boolean {
  return useContext(IslandCollectorContext) !== null;
}

/** The comment the server replaces with the island's own render: `<!--island:{key}-->`. */
export function islandSlotComment(key: string): string {
  return `<!--island:${key}-->`;
}

/** The island's element takes no box of its own: its content lays out as if it stood in the parent. */
const CONTENTS: CSSProperties = { display: 'contents' };

export interface IslandProps<P extends object> {
  /** The island's name in the browser's registry (app/islands/registry.ts). */
  name: IslandName;
  /** The component to render; the registry loads the same component by `name` in the browser. */
  component: ComponentType<P>;
  /** Its props: JSON only. */
  props: P;
  /** `span` where a `div` may not stand (inside a paragraph or a button row of inline content). */
  as?: 'div' | 'span';
}

/** See the module comment. */
export function Island<P extends object>({ name, component: Component, props, as: Element = 'div' }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  const key = useId();
  if (!collector) return <Component {...props} />;
  collector.set(key, { name, component: Component as ComponentType<never>, props });
  return <Element {...{ [ISLAND_ATTRIBUTE]: key }} style={CONTENTS} dangerouslySetInnerHTML={{ __html: islandSlotComment(key) }} />;
}
