import { createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductConfigurations } from './ProductConfigurations.tsx';

const configurations = [
  { key: 'Suspension string', value: 'images/suspension.png' },
  { key: 'Tension string', value: 'images/tension.png' },
  { key: 'Drawing to follow', value: '' },
];

describe('ProductConfigurations (product-spec.md §2)', () => {
  it('makes each image a link to the full-size image (the placeholder when there is none)', () => {
    render(<ProductConfigurations configurations={configurations} folder="radhe" />);
    expect(screen.getAllByRole('link').map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Enlarge configuration Suspension string', '/media/radhe/images/suspension.png'],
      ['Enlarge configuration Tension string', '/media/radhe/images/tension.png'],
      ['Enlarge configuration Drawing to follow', '/no-image.png'],
    ]);
  });

  it('opens the full-size dialog in place on a plain click, and leaves a new-tab click to the browser', async () => {
    render(<ProductConfigurations configurations={configurations} folder="radhe" />);
    const tension = screen.getByRole('link', { name: 'Enlarge configuration Tension string' });

    const newTab = createEvent.click(tension, { button: 0, metaKey: true });
    fireEvent(tension, newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    const plain = createEvent.click(tension, { button: 0 });
    fireEvent(tension, plain);
    expect(plain.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Tension string' });
    expect(within(dialog).getByRole('img', { name: 'Tension string' })).toHaveAttribute('src', '/media/radhe/images/tension.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
