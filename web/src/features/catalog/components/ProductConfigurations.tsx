/**
 * The Configurations section of a product — product-spec.md §2 "Product detail": a grid of clickable
 * configuration images with their names (key = name, value = image path, §3). Each tile is a link to the image at
 * full size, so it works without JavaScript (on a product page a click before the section's island runs is held for
 * it, HOLD_CLICK_ATTRIBUTE); the app takes a plain click over and opens a dialog with the full-size image and the
 * name as its title; Escape or the close button closes it.
 * Tiles and the dialog offer the server's resized variants (srcset/sizes); tiles load lazily.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { KeyValue } from '../../../../../contracts/catalog.ts';
import { MediaImage, NO_IMAGE_SRC } from '../../../components/MediaImage.tsx';
import { LAYOUT_SIZES } from '../../../lib/media-srcset.ts';
import { isPlainClick } from '../../../lib/progressive.ts';
import { catalogMediaUrl } from '../../../components/catalog/use-media-src.ts';
import { HOLD_CLICK_PROPS } from '../../../components/island/island-names.ts';

/** How wide a tile is drawn: `minmax(150px, 1fr)` columns make tiles of about 150–200 px. */
const TILE_SIZES = '200px';

export interface ProductConfigurationsProps {
  configurations: readonly KeyValue[];
  /** Blob folder of the images: the vendor key. */
  folder: string;
}

/** The configurations the section shows: those with a name or an image (an empty list: no section). */
export function shownConfigurations(configurations: readonly KeyValue[]): KeyValue[] {
  return configurations.filter((c) => c.key.trim() || c.value.trim());
}

/** Heading, grid and dialog; renders nothing when there are no configurations. */
export function ProductConfigurations({ configurations, folder }: ProductConfigurationsProps) {
  const [open, setOpen] = useState<KeyValue | null>(null);
  const items = shownConfigurations(configurations);
  if (items.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="configurations-heading" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id="configurations-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Configurations
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
        }}
      >
        {items.map((item, index) => (
          <li key={`${item.key}-${index}`}>
            <ButtonBase
              href={catalogMediaUrl(folder, item.value) || NO_IMAGE_SRC}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                setOpen(item);
              }}
              aria-label={`Enlarge configuration ${item.key}`}
              // On a product page a click before the section's island runs waits for it (it starts on the first touch).
              {...HOLD_CLICK_PROPS}
              sx={{
                width: '100%',
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'stretch',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                overflow: 'hidden',
                textAlign: 'left',
                bgcolor: 'background.paper',
                transition: 'box-shadow 150ms',
                '&:hover': { boxShadow: 3 },
                '&:focus-visible, &.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.50' }}>
                <MediaImage
                  src={catalogMediaUrl(folder, item.value)}
                  alt=""
                  width={400}
                  height={300}
                  sizes={TILE_SIZES}
                  loading="lazy"
                  sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
                />
              </Box>
              <Typography variant="subtitle2" component="span" sx={{ flexGrow: 1, px: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}>
                {item.key}
              </Typography>
            </ButtonBase>
          </li>
        ))}
      </Box>

      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="lg" fullWidth aria-labelledby="configuration-dialog-title">
        <DialogTitle id="configuration-dialog-title" sx={{ pr: 7 }}>
          {open?.key}
        </DialogTitle>
        <IconButton aria-label="Close" onClick={() => setOpen(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'grey.50', p: { xs: 1, sm: 2 } }}>
          {open && (
            <MediaImage
              src={catalogMediaUrl(folder, open.value)}
              alt={open.key}
              width={1200}
              height={900}
              sizes={LAYOUT_SIZES.container}
              sx={{ display: 'block', maxWidth: '100%', height: 'auto', maxHeight: '75vh', objectFit: 'contain' }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
