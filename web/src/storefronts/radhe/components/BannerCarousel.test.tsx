import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installLayoutStubs } from '../../../test/catalog-test-utils.tsx';
import { serverMarkup } from '../../../test/server-markup.ts';
import { radheImages } from '../../../../../content/radhe/media.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import type { Banner } from './BannerSlide.tsx';
import { RouterNavigation } from '../../../app/layouts/RouterNavigation.tsx';

const banners: Banner[] = [0, 1, 2].map((i) => ({
  eyebrow: `Eyebrow ${i + 1}`,
  title: `Banner title ${i + 1}`,
  text: 'Text',
  cta: { label: `Go ${i + 1}`, to: `/in/page-${i + 1}` },
  image: radheImages.banners[i],
  mobileImage: radheImages.mobileBanners[i],
}));

const carousel = <MemoryRouter><RouterNavigation><BannerCarousel banners={banners} label="Highlights" /></RouterNavigation></MemoryRouter>;

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = installLayoutStubs();
});
afterEach(() => restoreLayout());

describe('BannerCarousel before the app runs', () => {
  it('makes each dot a link to its banner and leaves every banner reachable', () => {
    const page = serverMarkup(carousel);
    const dots = [...page.querySelectorAll('a[aria-label^="Show banner"]')];
    expect(dots.map((a) => a.getAttribute('href'))).toEqual(['#banner-1', '#banner-2', '#banner-3']);
    const slides = [...page.querySelectorAll('[data-testid="banner-slide"]')];
    expect(slides.map((s) => s.id)).toEqual(['banner-1', 'banner-2', 'banner-3']);
    expect(slides.filter((s) => s.hasAttribute('inert') || s.getAttribute('aria-hidden') === 'true')).toEqual([]);
    expect([...page.querySelectorAll('[data-testid="banner-slide"] a')].map((a) => a.getAttribute('href'))).toEqual(['/in/page-1', '/in/page-2', '/in/page-3']);
  });
});

describe('BannerCarousel with the app', () => {
  it('moves to a banner on a plain click on its dot instead of following the link; the others are inert', () => {
    render(carousel);
    const dot = screen.getByRole('link', { name: 'Show banner 2' });
    const click = createEvent.click(dot, { button: 0 });
    fireEvent(dot, click);
    expect(click.defaultPrevented).toBe(true);
    expect(dot).toHaveAttribute('aria-current', 'true');
    const slides = screen.getAllByTestId('banner-slide', { exact: true });
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([true, false, true]);
    expect(screen.getByRole('button', { name: 'Pause banner rotation' })).toBeInTheDocument();
  });
});
