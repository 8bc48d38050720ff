import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { storedArray, useStoredList } from './stored-list.ts';

const KIND = { name: 'compare', parse: (raw: string | null) => storedArray(raw).filter((v): v is string => typeof v === 'string') };

/** The root a test hydrated, unmounted after it: no React work of one test outlives it. */
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  localStorage.clear();
  document.body.innerHTML = '';
});

/** Hydrates the server's markup of a component showing the radhe list; returns its renders and the element. */
async function hydrateList() {
  const renders: number[] = [];
  function Listed() {
    const { items } = useStoredList(KIND, 'radhe');
    renders.push(items.length);
    return <p>{items.length} picked</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Listed />);
  document.body.append(container);
  renders.length = 0;
  await act(async () => {
    root = hydrateRoot(container, <Listed />);
  });
  return { renders, container };
}

describe('a stored list in a server-rendered page', () => {
  it('hydrates empty in one render when the visitor has kept nothing (no second, blocking render)', async () => {
    const { renders, container } = await hydrateList();
    expect(renders).toEqual([0]);
    expect(container.textContent).toBe('0 picked');
  });

  it('shows what the visitor kept once hydrated', async () => {
    localStorage.setItem('compare:radhe', JSON.stringify(['a', 'b']));
    const { renders, container } = await hydrateList();
    expect(renders).toEqual([0, 2]);
    expect(container.textContent).toBe('2 picked');
  });
});
