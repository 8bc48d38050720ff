import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MediaImage, NO_IMAGE_SRC } from './MediaImage.tsx';
import { MediaVideo } from './MediaVideo.tsx';

describe('MediaImage (product-spec.md §2 broken media)', () => {
  it('swaps to /no-image.png once on error and stays there', () => {
    render(<MediaImage src="/media/radhe/images/gone.png" alt="Long rod insulator" width={40} height={30} />);
    const img = screen.getByRole('img', { name: 'Long rod insulator' });
    expect(img).toHaveAttribute('src', '/media/radhe/images/gone.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', NO_IMAGE_SRC);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', NO_IMAGE_SRC);
  });

  it('offers resized variants by srcset when told how wide it is drawn, and drops them for the placeholder', () => {
    render(<MediaImage src="/media/in-images/a.webp" alt="Works" width={780} height={520} sizes="50vw" sourceWidth={780} />);
    const img = screen.getByRole('img', { name: 'Works' });
    expect(img).toHaveAttribute('srcset', '/media/in-images/a.webp?w=320 320w, /media/in-images/a.webp?w=640 640w, /media/in-images/a.webp?w=960 780w');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '780');
    expect(img).toHaveAttribute('height', '520');
    expect(img).not.toHaveAttribute('fetchpriority');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', NO_IMAGE_SRC);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('has no srcset without sizes, nor for media the server does not resize', () => {
    render(<MediaImage src="/media/in-images/logo.svg" alt="Logo" sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('srcset');
    render(<MediaImage src="/media/in-images/a.png" alt="Plain" />);
    expect(screen.getByRole('img', { name: 'Plain' })).not.toHaveAttribute('srcset');
  });

  it('loads a priority image eagerly with high fetch priority and preloads its srcset', () => {
    render(<MediaImage src="/media/in-images/hero.webp" alt="Hero" sizes="100vw" sourceWidth={1920} priority loading="lazy" />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const link = document.head.querySelector('link[rel="preload"][as="image"][imagesrcset*="/media/in-images/hero.webp?w=320"]');
    expect(link).not.toBeNull();
    expect(link).toHaveAttribute('imagesizes', '100vw');
    expect(link).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the placeholder for an empty src', () => {
    render(<MediaImage src="" alt="Nothing" />);
    expect(screen.getByRole('img', { name: 'Nothing' })).toHaveAttribute('src', NO_IMAGE_SRC);
  });
});

describe('MediaVideo (product-spec.md §2 broken media)', () => {
  it('plays inline and is replaced by the placeholder image on error', () => {
    const onError = vi.fn();
    const { container } = render(<MediaVideo src="/media/therm/images/test.mp4" label="Bellows test" onError={onError} />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/therm/images/test.mp4');
    expect(video).toHaveAttribute('aria-label', 'Bellows test');
    expect(video).toHaveAttribute('playsinline');
    fireEvent.error(video);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'Bellows test' })).toHaveAttribute('src', NO_IMAGE_SRC);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('shows its poster instead when there is one', () => {
    const { container } = render(<MediaVideo src="/media/therm/images/test.webm" poster="/media/therm/images/poster.png" label="Hose test" />);
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('img', { name: 'Hose test' })).toHaveAttribute('src', '/media/therm/images/poster.png');
  });
});
