import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useNotify } from './toast.tsx';

afterEach(() => {
  vi.useRealTimers();
});

function Trigger({ message }: { message: string }) {
  const notify = useNotify();
  return <button onClick={() => notify(message, 'success')}>{message}</button>;
}

describe('ToastProvider (product-spec.md §2 bottom-centre toast, §9 auto-hide 6000 ms)', () => {
  it('shows an alert at the bottom centre and hides it after 6000 ms; a new message restarts the timer', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger message="First" />
        <Trigger message="Second" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('First');
    expect(alert.className).toMatch(/colorSuccess/);
    expect(alert.parentElement?.className).toMatch(/anchorOriginBottomCenter/);

    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(1)); // 6000 ms: closes
    act(() => vi.advanceTimersByTime(250)); // the short exit transition
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes with its close button', () => {
    render(
      <ToastProvider>
        <Trigger message="Saved" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    return vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow('useNotify must be used within a ToastProvider');
    vi.restoreAllMocks();
  });
});
