/**
 * The /in home's banners (product-spec.md §2 "/in", §9): content/radhe/home.ts's copy with its images and each
 * banner's link, as BannerCarousel takes them. Used by the home page (and by the islands spike, bench/spikes).
 */
import { banners as bannerCopy, type BannerTarget } from '../../../../content/radhe/home.ts';
import { radheImages } from '../../../../content/radhe/media.ts';
import { paths } from '../../lib/paths.ts';
import type { Banner } from './components/BannerSlide.tsx';

const targetPath = (target: BannerTarget) => (target.kind === 'products' ? paths.products('in') : paths.page('in', target.slug));

/** The three banners, in their order; image and mobileImage from the same index of the media lists. */
export const homeBanners: Banner[] = bannerCopy.map((copy, i) => ({
  eyebrow: copy.eyebrow,
  title: copy.title,
  text: copy.text,
  cta: { label: copy.cta, to: targetPath(copy.target) },
  image: radheImages.banners[i],
  mobileImage: radheImages.mobileBanners[i],
}));
