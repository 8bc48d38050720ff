/**
 * A video that shows its poster, or the placeholder image /no-image.png, instead when it fails to load
 * (product-spec.md §2 "Broken images and media fall back to a placeholder image").
 */
import { useState, type Ref, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { MediaImage, NO_IMAGE_SRC } from './MediaImage.tsx';

export interface MediaVideoProps {
  /** Video URL (.mp4/.webm); '' shows the placeholder. */
  src: string;
  /** Accessible name of the video, and the alt text of the placeholder. */
  label: string;
  /** Poster image shown before playback. */
  poster?: string;
  /** Intrinsic size (reserves space before load). */
  width?: number;
  height?: number;
  /** Native controls; on by default. */
  controls?: boolean;
  /** Muted; on by default (muted videos may autoplay). */
  muted?: boolean;
  autoPlay?: boolean;
  loop?: boolean;
  /** 'metadata' by default: no media bytes before the user plays it. */
  preload?: 'none' | 'metadata' | 'auto';
  sx?: SxProps<Theme>;
  /** The <video> element (React 19 ref prop), e.g. to pause it from a carousel. */
  ref?: Ref<HTMLVideoElement>;
  onPlay?: (event: SyntheticEvent<HTMLVideoElement>) => void;
  onPause?: (event: SyntheticEvent<HTMLVideoElement>) => void;
  onEnded?: (event: SyntheticEvent<HTMLVideoElement>) => void;
  /** Called once when the video fails and the placeholder replaces it. */
  onError?: () => void;
}

/** <video playsInline> that is replaced on error by its poster, or the /no-image.png placeholder (a MediaImage). */
export function MediaVideo({
  src,
  label,
  poster,
  width,
  height,
  controls = true,
  muted = true,
  autoPlay = false,
  loop = false,
  preload = 'metadata',
  sx,
  ref,
  onPlay,
  onPause,
  onEnded,
  onError,
}: MediaVideoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    // The poster when there is one (MediaImage falls back to the placeholder if that breaks too).
    return <MediaImage src={poster || NO_IMAGE_SRC} alt={label} width={width} height={height} sx={sx} />;
  }
  return (
    <Box
      component="video"
      ref={ref}
      src={src}
      poster={poster}
      aria-label={label}
      width={width}
      height={height}
      controls={controls}
      muted={muted}
      autoPlay={autoPlay}
      loop={loop}
      playsInline
      preload={preload}
      onPlay={onPlay}
      onPause={onPause}
      onEnded={onEnded}
      onError={() => {
        setFailedSrc(src);
        onError?.();
      }}
      sx={sx}
    />
  );
}

export default MediaVideo;
