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
