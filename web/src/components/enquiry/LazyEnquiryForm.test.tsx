/**
 * LazyEnquiryForm: the form comes in its own chunk, its height reserved until it arrives, and
 * is rendered whole (no waiting for the viewport) so the server can put it into the page.
 */
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VendorProvider } from '../../lib/vendor-context.tsx';
import { LazyEnquiryForm } from './LazyEnquiryForm.tsx';

describe('LazyEnquiryForm', () => {
  it('reserves the height while the chunk loads, then shows the whole form, posting to its page', async () => {
    const router = createMemoryRouter([{ path: '/', element: <LazyEnquiryForm title="Get in Touch" placeholderHeight={400} defaultMessage="Hello" /> }]);
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <VendorProvider>
          <RouterProvider router={router} />
        </VendorProvider>
      </QueryClientProvider>,
    );
    expect(container.querySelector('[aria-busy="true"]')).toHaveStyle({ minHeight: '400px' });
    expect(await screen.findByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    expect(container.querySelector('input[type="hidden"][name="title"]')).toHaveValue('Get in Touch');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
