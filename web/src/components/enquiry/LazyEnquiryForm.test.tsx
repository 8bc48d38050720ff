/**
 * LazyEnquiryForm: the form comes in its own chunk, its height reserved until it arrives, and
 * is rendered whole (no waiting for the viewport) so the server can put it into the page. When its code cannot be
 * loaded (the connection dropped), a place drawn in the browser says so and how to go on, instead of a loading box
 * that never ends.
 */
import type { ComponentType, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VendorProvider } from '../../lib/vendor-context.tsx';
import { LazyEnquiryForm } from './LazyEnquiryForm.tsx';

/** Renders `element` as a page of the app's data router, under `Vendor` (the module's own VendorProvider). */
function renderInApp(element: ReactNode, Vendor: ComponentType<{ children: ReactNode }> = VendorProvider) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Vendor>
        <RouterProvider router={router} />
      </Vendor>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.doUnmock('./EnquiryForm.tsx');
  vi.resetModules();
});

describe('LazyEnquiryForm', () => {
  it('reserves the height while the chunk loads, then shows the whole form, posting to its page', async () => {
    const { container } = renderInApp(<LazyEnquiryForm title="Get in Touch" placeholderHeight={400} defaultMessage="Hello" />);
    expect(container.querySelector('[aria-busy="true"]')).toHaveStyle({ minHeight: '400px' });
    expect(await screen.findByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    expect(container.querySelector('input[type="hidden"][name="title"]')).toHaveValue('Get in Touch');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says the form could not be loaded and that a reload tries again, when its code does not come', async () => {
    // A fresh copy of the module (its "wanted" state is the page's), whose form's code fails to load.
    vi.resetModules();
    vi.doMock('./EnquiryForm.tsx', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const lazyForm = await import('./LazyEnquiryForm.tsx');
    const vendors = await import('../../lib/vendor-context.tsx');
    const { container } = renderInApp(<lazyForm.LazyEnquiryForm title="Get in Touch" />, vendors.VendorProvider);
    expect(await screen.findByRole('alert')).toHaveTextContent(lazyForm.FORM_NOT_LOADED_TEXT);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(container.querySelector('form')).toBeNull();
  });

  it("keeps the server's form, and what was typed in it before the island ran, while the form's code waits", async () => {
    // The server's render of the island (its form whole, as entry-server.tsx draws it), from one copy of the modules.
    vi.resetModules();
    const server = await import('./LazyEnquiryForm.tsx');
    const serverProviders = await import('../../app/islands/IslandProviders.tsx');
    const { prerender } = await import('react-dom/static');
    const { default: createCache } = await import('@emotion/cache');
    server.renderEnquiryFormsWhole();
    const { prelude } = await prerender(
      <serverProviders.IslandProviders pathname="/in/contact-us" search="" emotionCache={createCache({ key: 'css' })}>
        <server.EnquiryFormIsland title="Get in Touch" />
      </serverProviders.IslandProviders>,
    );
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    const typed = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    typed.value = 'Asha Patel';

    // The browser's copy, whose form nobody has touched yet: the island hydrates, the form's code is not asked for.
    vi.resetModules();
    const browser = await import('./LazyEnquiryForm.tsx');
    const browserProviders = await import('../../app/islands/IslandProviders.tsx');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    let root: import('react-dom/client').Root;
    await act(async () => {
      root = hydrateRoot(
        container,
        <browserProviders.IslandProviders pathname="/in/contact-us" search="" emotionCache={createCache({ key: 'css' })}>
          <browser.EnquiryFormIsland title="Get in Touch" />
        </browserProviders.IslandProviders>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // The same field, with what was typed: neither dropped nor drawn anew after the island's first render.
    expect(container.querySelector('input[name="name"]')).toBe(typed);
    expect(typed.value).toBe('Asha Patel');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
