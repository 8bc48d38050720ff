/**
 * Pure pieces of the product media gallery (product-spec.md §3, §4, §9), kept apart so they are tested
 * without a layout engine.
 */
import { isVideoPath } from '../../../../../../contracts/media.ts';

/** Gallery advance interval: 5 s (product-spec.md §9). */
export const GALLERY_DELAY_MS = 5000;

export interface GalleryItem {
  /** Stored media path (as in the product). */
  path: string;
  kind: 'image' | 'video';
}

/**
 * The gallery's media: the main image first, then the other images (product-spec.md §3: "the product's
 * main image is inserted at the front of otherImages"), without blanks or duplicates, order kept.
 * .mp4 and .webm are videos.
 */
export function buildGalleryMedia(imagePath: string, otherImages: readonly string[]): GalleryItem[] {
  const seen = new Set<string>();
  const items: GalleryItem[] = [];
  for (const raw of [imagePath, ...otherImages]) {
    const path = raw.trim();
    if (!path || seen.has(path)) continue;
    seen.add(path);
    items.push({ path, kind: isVideoPath(path) ? 'video' : 'image' });
  }
  return items;
}

export interface AutoplayState {
  /** The user's motion preference is 'reduce': never autoplay. */
  reducedMotion: boolean;
  /** The visitor pressed the pause button. */
  userPaused: boolean;
  /** A video in the gallery is playing (product-spec.md §4 "pauses while a video plays"). */
  videoPlaying: boolean;
  /** Number of slides; one slide has nothing to advance to. */
  slideCount: number;
}

/** Whether the gallery should advance on its own now. */
export function shouldAutoplay(state: AutoplayState): boolean {
  return state.slideCount > 1 && !state.reducedMotion && !state.userPaused && !state.videoPlaying;
}

/** Media events of a gallery video that change whether a video is playing. */
export type VideoEvent = 'play' | 'playing' | 'pause' | 'ended' | 'error';

/** Whether a video is playing after `event` on one of them (play stops autoplay; pause/end/error resume it). */
export function videoPlayingAfter(event: VideoEvent): boolean {
  return event === 'play' || event === 'playing';
}
