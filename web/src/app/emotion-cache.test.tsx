import { afterEach, describe, expect, it } from 'vitest';
import { render, cleanup } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { createBrowserEmotionCache, SERVER_STYLES_ATTRIBUTE } from './emotion-cache.ts';

const Highlight = styled('span')({ color: 'rgb(200, 0, 0)' });
const Other = styled('span')({ color: 'rgb(0, 0, 200)' });

/** The emotion id of a component's rule, as the server render lists it (class `css-{id}`). */
function idOf(element: Element): string {
  return [...element.classList].find((c) => c.startsWith('css-'))!.slice('css-'.length);
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('createBrowserEmotionCache (taking over a server-rendered page\'s styles)', () => {
  it('uses the rules the page has where they are, and inserts only the ones it lacks', () => {
    // What the server wrote: one style element with the Highlight rule, first in the head.
    const probe = render(<Highlight>x</Highlight>);
    const id = idOf(probe.container.firstElementChild!);
    cleanup();
    document.head.innerHTML = `<style ${SERVER_STYLES_ATTRIBUTE}="${id}">.css-${id}{color:rgb(200, 0, 0);}</style><meta name="after">`;
    const serverStyles = document.head.firstElementChild!;

    const cache = createBrowserEmotionCache();
    const { container } = render(
      <CacheProvider value={cache}>
        <Highlight>server</Highlight>
        <Other>new</Other>
      </CacheProvider>,
    );

    expect(idOf(container.firstElementChild!)).toBe(id);
    expect(document.head.firstElementChild).toBe(serverStyles); // not moved
    const inserted = [...document.head.querySelectorAll('style[data-emotion]')].map((s) => s.textContent).join('');
    expect(inserted).not.toContain('200, 0, 0');
    expect(inserted).toContain('0, 0, 200');
    expect(getComputedStyle(container.firstElementChild!).color).toBe('rgb(200, 0, 0)');
  });
});
