import { describe, expect, it } from 'vitest';
import { buildGalleryMedia, shouldAutoplay, videoPlayingAfter } from './gallery-media.ts';

describe('buildGalleryMedia (product-spec.md §3)', () => {
  it('puts the main image first and drops blanks and duplicates', () => {
    expect(buildGalleryMedia('images/main.png', ['images/a.png', 'images/main.png', '', '  ', 'images/a.png', 'v/clip.MP4'])).toEqual([
      { path: 'images/main.png', kind: 'image' },
      { path: 'images/a.png', kind: 'image' },
      { path: 'v/clip.MP4', kind: 'video' },
    ]);
  });

  it('works without a main image', () => {
    expect(buildGalleryMedia('', ['x.webm'])).toEqual([{ path: 'x.webm', kind: 'video' }]);
    expect(buildGalleryMedia('', [])).toEqual([]);
  });
});

describe('autoplay decisions (product-spec.md §4 "pauses while a video plays")', () => {
  const base = { reducedMotion: false, userPaused: false, videoPlaying: false, slideCount: 3 };
  it('plays by default with more than one slide', () => {
    expect(shouldAutoplay(base)).toBe(true);
    expect(shouldAutoplay({ ...base, slideCount: 1 })).toBe(false);
  });
  it('stops while a video plays, for reduced motion and when paused by the visitor', () => {
    expect(shouldAutoplay({ ...base, videoPlaying: true })).toBe(false);
    expect(shouldAutoplay({ ...base, reducedMotion: true })).toBe(false);
    expect(shouldAutoplay({ ...base, userPaused: true })).toBe(false);
  });
  it('a video play stops autoplay, pause/ended/error resume it', () => {
    expect(videoPlayingAfter('play')).toBe(true);
    expect(videoPlayingAfter('playing')).toBe(true);
    expect(videoPlayingAfter('pause')).toBe(false);
    expect(videoPlayingAfter('ended')).toBe(false);
    expect(videoPlayingAfter('error')).toBe(false);
  });
});
