/**
 * The product gallery's slides (product-spec.md §2 "Product detail", §3, §4): the carousel's viewport with one
 * slide per media, the ones not shown inert. Images offer the server's resized variants; the first slide, the
 * product's main image and the page's largest paint, is preloaded with fetchpriority high, the others are lazy.
 * .mp4/.webm play in a <video controls muted playsInline>; a video that fails becomes the placeholder.
 */
import { useState, type RefCallback } from 'react';
import Box from '@mui/material/Box';
import { MediaImage, NO_IMAGE_SRC } from '../../../../components/MediaImage.tsx';
import { imageSizes } from '../../../../lib/media-srcset.ts';
import { catalogMediaUrl } from '../../../../components/catalog/use-media-src.ts';
import type { GalleryItem, VideoEvent } from './gallery-media.ts';

/** How wide a slide is drawn: 7 of 12 columns of the product page from md (about 650 px at most), else the viewport. */
export const SLIDE_SIZES = imageSizes({ lg: '660px', md: '58vw' });

export interface GallerySlidesProps {
  items: GalleryItem[];
  folder: string;
  title: string;
  /** Alt text per image path staff wrote; an image without one is described by `title` (and its place). */
  imageAlts?: Record<string, string>;
  selected: number;
  viewportRef: RefCallback<HTMLElement>;
  videos: { current: Map<number, HTMLVideoElement> };
  onVideoEvent: (event: VideoEvent) => void;
}

/** The carousel's viewport: one slide per item, the ones not shown inert; a broken video becomes the placeholder. */
export function GallerySlides({ items, folder, title, imageAlts, selected, viewportRef, videos, onVideoEvent }: GallerySlidesProps) {
  const [brokenVideos, setBrokenVideos] = useState<ReadonlySet<string>>(new Set());
  const count = items.length;
  const videoEvent = (event: VideoEvent) => () => onVideoEvent(event);
  const onVideoError = (path: string) => () => {
    onVideoEvent('error');
    setBrokenVideos((current) => new Set(current).add(path));
  };
  return (
    <Box ref={viewportRef} sx={{ overflow: 'hidden', borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
      <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
        {items.map((item, index) => {
          const src = catalogMediaUrl(folder, item.path);
          const isVideo = item.kind === 'video' && !brokenVideos.has(item.path);
          return (
            <Box
              key={item.path}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              inert={index !== selected}
              data-testid="gallery-slide"
              sx={{ flex: '0 0 100%', minWidth: 0, aspectRatio: '4 / 3', display: 'flex' }}
            >
              {isVideo ? (
                <Box
                  component="video"
                  ref={(node: HTMLVideoElement | null) => {
                    if (node) videos.current.set(index, node);
                    else videos.current.delete(index);
                  }}
                  src={src}
                  controls
                  muted
                  playsInline
                  preload="metadata"
                  aria-label={`${title} video ${index + 1} of ${count}`}
                  onPlay={videoEvent('play')}
                  onPlaying={videoEvent('playing')}
                  onPause={videoEvent('pause')}
                  onEnded={videoEvent('ended')}
                  onError={onVideoError(item.path)}
                  sx={{ width: '100%', height: '100%', objectFit: 'contain', bgcolor: 'common.black' }}
                />
              ) : (
                <MediaImage
                  src={item.kind === 'video' ? NO_IMAGE_SRC : src}
                  alt={imageAlts?.[item.path]?.trim() || (index === 0 ? title : `${title}, ${item.kind} ${index + 1} of ${count}`)}
                  width={800}
                  height={600}
                  sizes={SLIDE_SIZES}
                  priority={index === 0}
                  sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
                />
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

