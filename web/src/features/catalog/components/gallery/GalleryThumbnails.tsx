/**
 * The product gallery's thumbnail strip (product-spec.md §2 "Product detail", §4): each thumbnail is a link to its
 * media at full size, labelled 'Show media N of M', the selected one with aria-current and a highlight. Before the
 * app runs (and without JavaScript) a thumbnail opens the image or video itself; on the product page a click before
 * the gallery's island runs is held for it (HOLD_CLICK_ATTRIBUTE); the app takes a plain click over and shows that
 * slide instead. Thumbnails load lazily.
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { MediaImage } from '../../../../components/MediaImage.tsx';
import { isPlainClick } from '../../../../lib/progressive.ts';
import { catalogMediaUrl } from '../../../../components/catalog/use-media-src.ts';
import type { GalleryItem } from './gallery-media.ts';
import { HOLD_CLICK_PROPS } from '../../../../components/island/island-names.ts';

/** How wide a thumbnail is drawn. */
const THUMB_SIZES = '76px';

const focusRingSx = { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } as const;

export interface GalleryThumbnailsProps {
  items: GalleryItem[];
  folder: string;
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * The thumbnail strip: links to each media at full size; a plain click shows its slide instead (`onSelect`). The
 * selected one is kept in view inside the strip (without scrolling the page).
 */
export function GalleryThumbnails({ items, folder, selected, onSelect }: GalleryThumbnailsProps) {
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
            // On a product page a click before the gallery's island runs waits for it (it starts on the first touch, or
            // once the page has settled).
            {...HOLD_CLICK_PROPS}
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

