/**
 * The product gallery's carousel (product-spec.md §4, §9): Embla, looping, advanced every 5 s by
 * embla-carousel-autoplay while `shouldAutoplay` allows (gallery-media.ts: not with prefers-reduced-motion, while
 * the visitor has paused it, or while a video plays), stopped while the pointer is over it or focus is inside; the
 * selected slide; and the commands of its controls and thumbnails. Slides jump instead of sliding when motion is
 * reduced. Videos that leave the view pause.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSelectedSlide } from '../../../../lib/carousel.ts';
import { GALLERY_DELAY_MS, shouldAutoplay, videoPlayingAfter, type VideoEvent } from './gallery-media.ts';

/** The carousel of `count` slides: Embla with autoplay, the selected slide, and the commands of the controls. */
export function useGalleryCarousel(count: number) {
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

  // A slide asked for before Embla was ready: a thumbnail's click held while the gallery's island started
  // (app/islands/start-islands.ts) reaches the island with its first render, before Embla runs. Shown once it does.
  const wanted = useRef<number | null>(null);
  useEffect(() => {
    if (!emblaApi || wanted.current === null) return;
    emblaApi.scrollTo(wanted.current, true);
    wanted.current = null;
  }, [emblaApi]);
  const goTo = useCallback(
    (index: number) => {
      if (!emblaApi) {
        wanted.current = index;
        return;
      }
      emblaApi.scrollTo(index, reducedMotion);
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

