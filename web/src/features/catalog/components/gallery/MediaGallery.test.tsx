import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { serverMarkup } from '../../../../test/server-markup.ts';
import { stubMediaQueryList, setupLayoutStubs } from '../../../../test/catalog-test-utils.tsx';
import { MediaGallery } from './MediaGallery.tsx';

setupLayoutStubs();
afterEach(() => vi.useRealTimers());

const other = ['images/side.png', 'images/main.png', '', 'videos/demo.mp4', 'images/top.png'];

function renderGallery() {
  return render(<MediaGallery imagePath="images/main.png" otherImages={other} folder="radhe" title="Disc Insulator" />);
}

const current = () => screen.getAllByTestId('gallery-thumbnail').findIndex((t) => t.getAttribute('aria-current') === 'true');

describe('MediaGallery (product-spec.md §3, §4, §9)', () => {
  it('puts the main image first, drops blanks and duplicates, renders videos as <video>', () => {
    const { container } = renderGallery();
    expect(screen.getByRole('region', { name: 'Product media' })).toBeInTheDocument();
    const slides = screen.getAllByTestId('gallery-slide');
    expect(slides).toHaveLength(4);
    expect(slides[0].querySelector('img')).toHaveAttribute('src', '/media/radhe/images/main.png');
    expect(slides[1].querySelector('img')).toHaveAttribute('src', '/media/radhe/images/side.png');
    // The main image is the page's largest paint: eager, high priority; the rest lazy; all with resized variants.
    expect(slides[0].querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(slides[0].querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(slides[0].querySelector('img')?.getAttribute('srcset')).toContain('/media/radhe/images/main.png?w=640 640w');
    expect(slides[1].querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(slides[1].querySelector('img')).not.toHaveAttribute('fetchpriority');
    expect(screen.getAllByTestId('gallery-thumbnail')[0].querySelector('img')).toHaveAttribute('sizes', '76px');
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/radhe/videos/demo.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(slides[2]).toContainElement(video);
    expect(screen.getAllByTestId('gallery-thumbnail').map((t) => t.getAttribute('aria-label'))).toEqual([
      'Show media 1 of 4',
      'Show media 2 of 4',
      'Show media 3 of 4',
      'Show media 4 of 4',
    ]);
  });

  it('selects a thumbnail on click (aria-current) and with next/previous', async () => {
    renderGallery();
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('link', { name: 'Show media 4 of 4' }));
    expect(current()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next media' }));
    expect(current()).toBe(0); // loops
    fireEvent.click(screen.getByRole('button', { name: 'Previous media' }));
    expect(current()).toBe(3);
  });

  it('advances every 5 s, stops while a video plays and resumes when it pauses', () => {
    vi.useFakeTimers();
    const { container } = renderGallery();
    act(() => vi.advanceTimersByTime(100));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(2);

    const video = container.querySelector('video')!;
    act(() => {
      fireEvent.play(video);
    });
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toBe(2);

    act(() => {
      fireEvent.pause(video);
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(3);
  });

  it('the pause button stops autoplay', () => {
    vi.useFakeTimers();
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(12000));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => stubMediaQueryList(query, query.includes('prefers-reduced-motion')));
    vi.useFakeTimers();
    renderGallery();
    act(() => vi.advanceTimersByTime(12000));
    expect(current()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });

  it('shows a single image without controls and the placeholder without media', () => {
    const { unmount } = render(<MediaGallery imagePath="images/only.png" otherImages={[]} folder="therm" title="Bellow" />);
    expect(screen.queryByRole('button', { name: 'Next media' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Bellow' })).toHaveAttribute('src', '/media/therm/images/only.png');
    unmount();
    render(<MediaGallery imagePath="" otherImages={[]} folder="therm" title="Bellow" />);
    expect(screen.getByRole('img', { name: 'Bellow' })).toHaveAttribute('src', '/no-image.png');
  });

  it('makes each thumbnail a link to its media at full size; the app shows the slide on a plain click only', () => {
    renderGallery();
    const thumbnails = screen.getAllByRole('link', { name: /^Show media \d of 4$/ });
    expect(thumbnails.map((a) => a.getAttribute('href'))).toEqual([
      '/media/radhe/images/main.png',
      '/media/radhe/images/side.png',
      '/media/radhe/videos/demo.mp4',
      '/media/radhe/images/top.png',
    ]);
    const plain = createEvent.click(thumbnails[1], { button: 0 });
    fireEvent(thumbnails[1], plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(current()).toBe(1);
    // A click asking for a new tab is the browser's: the link opens, the gallery stays.
    const newTab = createEvent.click(thumbnails[3], { button: 0, ctrlKey: true });
    fireEvent(thumbnails[3], newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(current()).toBe(1);
  });

  it('renders on the server without the controls that need the app, the first slide shown and every thumbnail a link', () => {
    const page = serverMarkup(<MediaGallery imagePath="images/main.png" otherImages={other} folder="radhe" title="Disc Insulator" />);
    expect(page.querySelector('[aria-label="Next media"], [aria-label="Previous media"], [aria-label="Pause slideshow"]')).toBeNull();
    expect(page.querySelectorAll('a[data-testid="gallery-thumbnail"][href^="/media/radhe/"]')).toHaveLength(4);
    const slides = page.querySelectorAll('[data-testid="gallery-slide"]');
    expect(slides[0].hasAttribute('inert')).toBe(false);
    expect(slides[0].querySelector('img')).toHaveAttribute('src', '/media/radhe/images/main.png');
    expect(page.querySelector('video')).toHaveAttribute('controls');
  });
});
