/**
 * Product media gallery — product-spec.md §2 "Product detail", §3, §4 and §9; issue 17 (progressive enhancement).
 *
 * - Media: the main image first, then the other images, blanks and duplicates dropped (`buildGalleryMedia`);
 *   URLs are mediaBase + folder + path. .mp4/.webm play in a <video controls muted playsInline>.
 * - Embla carousel, looping, advanced every 5 s by embla-carousel-autoplay. Autoplay stops while a video
 *   plays and resumes when it pauses or ends; it also stops while the pointer is over the gallery or focus is
 *   inside a slide, and the visitor can pause it with the pause button (WCAG 2.2.2).
 * - prefers-reduced-motion: reduce → no autoplay and slides jump instead of sliding.
 * - A thumbnail strip below: each thumbnail is a link to its media at full size (labelled 'Show media N of M'; the
 *   selected one carries aria-current and a highlight), so before the app runs, or without JavaScript, it opens the
 *   image or video itself; the app takes a plain click over and shows that slide instead. The region is labelled
 *   'Product media' (e2e tests find it by that name).
 * - Previous/next and pause buttons only work with the app, so they are drawn once it runs (`useHydrated`); until
 *   then the first slide shows, and the others are reached through their thumbnails.
 * - Broken media fall back to /no-image.png (MediaImage; a broken video is replaced by the placeholder).
 * - Images offer the server's resized variants (srcset/sizes, issue 8). The first slide — the product's main image,
 *   the page's largest paint — is preloaded with fetchpriority high; every other slide and thumbnail is lazy.
 *
 * Parts: `useGalleryCarousel` (Embla, autoplay and the selection), `GallerySlides`, `GalleryControls`,
 * `GalleryThumbnails`, put together by `MediaGallery`.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefCallback } from 'react';
import { useSelectedSlide } from '../../../../lib/carousel.ts';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { MediaImage } from '../../../../components/MediaImage.tsx';
import { imageSizes } from '../../../../lib/media-srcset.ts';
import { isPlainClick, useHydrated } from '../../../../lib/progressive.ts';
import { catalogMediaUrl } from '../../../../components/catalog/use-media-src.ts';
import { buildGalleryMedia, GALLERY_DELAY_MS, shouldAutoplay, videoPlayingAfter, type GalleryItem, type VideoEvent } from './gallery-media.ts';

/** Placeholder of broken media (product-spec.md §2). */
const PLACEHOLDER_SRC = '/no-image.png';

/** How wide a slide is drawn: 7 of 12 columns of the product page from md (about 650 px at most), else the viewport. */
export const SLIDE_SIZES = imageSizes({ lg: '660px', md: '58vw' });
/** How wide a thumbnail is drawn. */
const THUMB_SIZES = '76px';

export interface MediaGalleryProps {
  /** The product's main image path (shown first). */
  imagePath: string;
  /** The product's other media paths (images and .mp4/.webm videos). */
  otherImages: readonly string[];
  /** Blob folder of the media: the vendor key. */
  folder: string;
  /** Product name: the gallery's accessible name and the images' alt text. */
  title: string;
}

const overlayButtonSx = {
  position: 'absolute',
  bgcolor: 'rgba(255,255,255,0.85)',
  boxShadow: 1,
  '&:hover': { bgcolor: 'common.white' },
} as const;

const focusRingSx = { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } as const;

/** The carousel of `count` slides: Embla with autoplay, the selected slide, and the commands of the controls. */
function useGalleryCarousel(count: number) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [autoplay] = useState(() =>
    Autoplay({
      delay: GALLERY_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  );
  const plugins = useMemo(() => (count > 1 ? [autoplay] : []), [autoplay, count]);
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, active: count > 1 }, plugins);

  const [userPaused, setUserPaused] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  /** The slides' videos by index, paused when their slide leaves the view. */
  const videos = useRef(new Map<number, HTMLVideoElement>());

  const playing = shouldAutoplay({ reducedMotion, userPaused, videoPlaying, slideCount: count });
  const playingRef = useRef(playing);
  useEffect(() => {
    playingRef.current = playing;
  }, [playing]);

  /** The autoplay plugin when it is running on this carousel (it does not start with one snap). */
  const activeAutoplay = useCallback(() => {
    if (!emblaApi || emblaApi.scrollSnapList().length <= 1) return undefined;
    return emblaApi.plugins().autoplay;
  }, [emblaApi]);

  // Follow the carousel: the selected slide; videos that left the view pause.
  const pauseOtherVideos = useCallback((index: number) => {
    for (const [i, video] of videos.current) if (i !== index && !video.paused) video.pause();
  }, []);
  const selected = useSelectedSlide(emblaApi, pauseOtherVideos);

  // Veto autoplay restarts (mouse leave, focus out) while it should not run.
  useEffect(() => {
    if (!emblaApi) return;
    const onAutoplayPlay = () => {
      if (!playingRef.current) emblaApi.plugins().autoplay?.stop();
    };
    emblaApi.on('autoplay:play', onAutoplayPlay);
    return () => {
      emblaApi.off('autoplay:play', onAutoplayPlay);
    };
  }, [emblaApi]);

  // Start or stop autoplay when the decision changes.
  useEffect(() => {
    const plugin = activeAutoplay();
    if (!plugin) return;
    if (playing) plugin.play();
    else plugin.stop();
  }, [activeAutoplay, playing]);

  const goTo = useCallback(
    (index: number) => {
      emblaApi?.scrollTo(index, reducedMotion);
      activeAutoplay()?.reset();
    },
    [emblaApi, reducedMotion, activeAutoplay],
  );
  const step = (delta: 1 | -1) => {
    if (!emblaApi) return;
    if (delta > 0) emblaApi.scrollNext(reducedMotion);
    else emblaApi.scrollPrev(reducedMotion);
    activeAutoplay()?.reset();
  };
  const onVideoEvent = (event: VideoEvent) => setVideoPlaying(videoPlayingAfter(event));

  return {
    viewportRef,
    videos,
    selected,
    reducedMotion,
    userPaused,
    togglePaused: () => setUserPaused((paused) => !paused),
    goTo,
    step,
    onVideoEvent,
  };
}

interface GallerySlidesProps {
  items: GalleryItem[];
  folder: string;
  title: string;
  selected: number;
  viewportRef: RefCallback<HTMLElement>;
  videos: { current: Map<number, HTMLVideoElement> };
  onVideoEvent: (event: VideoEvent) => void;
}

/** The carousel's viewport: one slide per item, the ones not shown inert; a broken video becomes the placeholder. */
function GallerySlides({ items, folder, title, selected, viewportRef, videos, onVideoEvent }: GallerySlidesProps) {
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
                  src={item.kind === 'video' ? PLACEHOLDER_SRC : src}
                  alt={index === 0 ? title : `${title}, ${item.kind} ${index + 1} of ${count}`}
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

interface GalleryControlsProps {
  reducedMotion: boolean;
  userPaused: boolean;
  onStep: (delta: 1 | -1) => void;
  onTogglePaused: () => void;
}

/** Previous, next and (unless motion is reduced) pause/play over the slides; the app's alone, so drawn once it runs. */
function GalleryControls({ reducedMotion, userPaused, onStep, onTogglePaused }: GalleryControlsProps) {
  return (
    <>
      <IconButton aria-label="Previous media" onClick={() => onStep(-1)} sx={{ ...overlayButtonSx, left: 8, top: '50%', transform: 'translateY(-50%)' }}>
        <ChevronLeft />
      </IconButton>
      <IconButton aria-label="Next media" onClick={() => onStep(1)} sx={{ ...overlayButtonSx, right: 8, top: '50%', transform: 'translateY(-50%)' }}>
        <ChevronRight />
      </IconButton>
      {!reducedMotion && (
        <IconButton
          aria-label={userPaused ? 'Play slideshow' : 'Pause slideshow'}
          aria-pressed={userPaused}
          size="small"
          onClick={onTogglePaused}
          sx={{ ...overlayButtonSx, right: 8, bottom: 8 }}
        >
          {userPaused ? <PlayArrow fontSize="small" /> : <Pause fontSize="small" />}
        </IconButton>
      )}
    </>
  );
}

interface GalleryThumbnailsProps {
  items: GalleryItem[];
  folder: string;
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * The thumbnail strip: links to each media at full size; a plain click shows its slide instead (`onSelect`). The
 * selected one is kept in view inside the strip (without scrolling the page).
 */
function GalleryThumbnails({ items, folder, selected, onSelect }: GalleryThumbnailsProps) {
  const strip = useRef<HTMLDivElement>(null);
  const count = items.length;

  useEffect(() => {
    const element = strip.current;
    const thumb = element?.children[selected] as HTMLElement | undefined;
    if (!element || !thumb) return;
    const left = thumb.offsetLeft - element.offsetLeft;
    if (left < element.scrollLeft) element.scrollLeft = left;
    else if (left + thumb.offsetWidth > element.scrollLeft + element.clientWidth) {
      element.scrollLeft = left + thumb.offsetWidth - element.clientWidth;
    }
  }, [selected]);

  return (
    <Box
      ref={strip}
      role="group"
      aria-label="Choose media"
      sx={{
        display: 'flex',
        gap: 1,
        mt: 1.5,
        overflowX: 'auto',
        pb: 0.5,
        scrollBehavior: 'smooth',
        '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
      }}
    >
      {items.map((item, index) => {
        const current = index === selected;
        const src = catalogMediaUrl(folder, item.path);
        return (
          <ButtonBase
            key={item.path}
            href={src}
            aria-label={`Show media ${index + 1} of ${count}`}
            aria-current={current ? 'true' : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onSelect(index);
            }}
            data-testid="gallery-thumbnail"
            sx={{
              flex: '0 0 auto',
              width: 76,
              height: 57,
              borderRadius: 1,
              overflow: 'hidden',
              border: 2,
              borderColor: current ? 'primary.main' : 'divider',
              opacity: current ? 1 : 0.75,
              bgcolor: item.kind === 'video' ? 'grey.900' : 'grey.50',
              '&:hover, &:focus-visible, &.Mui-focusVisible': { opacity: 1 },
              '&:focus-visible, &.Mui-focusVisible': focusRingSx,
            }}
          >
            {item.kind === 'video' ? (
              <PlayCircleOutlined sx={{ color: 'common.white' }} />
            ) : (
              <MediaImage
                src={src}
                alt=""
                width={76}
                height={57}
                sizes={THUMB_SIZES}
                loading="lazy"
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
              />
            )}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

/** The gallery; see the module comment. */
export function MediaGallery({ imagePath, otherImages, folder, title }: MediaGalleryProps) {
  const items = useMemo(() => buildGalleryMedia(imagePath, otherImages), [imagePath, otherImages]);
  const count = items.length;
  const carousel = useGalleryCarousel(count);
  const hydrated = useHydrated();

  if (count === 0) {
    return (
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.50', borderRadius: 2, overflow: 'hidden' }}>
        <MediaImage
          src={PLACEHOLDER_SRC}
          alt={title}
          width={800}
          height={600}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
        />
      </Box>
    );
  }

  return (
    <Box component="section" aria-roledescription="carousel" aria-label="Product media" data-testid="media-gallery">
      <Box sx={{ position: 'relative' }}>
        <GallerySlides
          items={items}
          folder={folder}
          title={title}
          selected={carousel.selected}
          viewportRef={carousel.viewportRef}
          videos={carousel.videos}
          onVideoEvent={carousel.onVideoEvent}
        />
        {count > 1 && (
          <>
            {hydrated && (
              <GalleryControls
                reducedMotion={carousel.reducedMotion}
                userPaused={carousel.userPaused}
                onStep={carousel.step}
                onTogglePaused={carousel.togglePaused}
              />
            )}
            <Typography
              variant="caption"
              aria-hidden="true"
              sx={{ position: 'absolute', left: 8, bottom: 8, px: 1, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.85)' }}
            >
              {carousel.selected + 1} / {count}
            </Typography>
          </>
        )}
      </Box>
      {count > 1 && <GalleryThumbnails items={items} folder={folder} selected={carousel.selected} onSelect={carousel.goTo} />}
    </Box>
  );
}
