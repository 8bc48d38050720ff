/**
 * LazyEnquiryForm (issue 8): the form's code is fetched only when its place comes near the viewport, its height
 * is reserved meanwhile, and a dialog's form (`eager`) comes at once.
 */
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VendorProvider } from '../vendor/vendor-context.tsx';
import { LazyEnquiryForm } from './LazyEnquiryForm.tsx';

/** An IntersectionObserver that reports only when the test says the element came near. */
let comeNear: () => void = () => {};
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly #callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.#callback = callback;
      }
      observe(target: Element) {
        comeNear = () => this.#callback([{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderWithVendor(children: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <VendorProvider>{children}</VendorProvider>
    </QueryClientProvider>,
  );
}

describe('LazyEnquiryForm', () => {
  it('reserves the height and shows the form once its place comes near the viewport', async () => {
    const { container } = renderWithVendor(<LazyEnquiryForm title="Get in Touch" placeholderHeight={400} />);
    expect(screen.queryByRole('textbox', { name: /Full Name/ })).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toHaveStyle({ minHeight: '400px' });
    act(() => comeNear());
    expect(await screen.findByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('loads at once in a dialog (eager)', async () => {
    renderWithVendor(<LazyEnquiryForm eager hideTitle defaultMessage="Please send a quotation." />);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('Please send a quotation.');
  });
});
