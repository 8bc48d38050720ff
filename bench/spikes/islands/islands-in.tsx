/**
 * Spike (docs/decisions/0011): `/in` as an islands page. The server's page stays as it is (every control
 * a link or a form, docs/decisions/0007); in the browser only the banner carousel, the one part of the page's first
 * screen that needs script (rotation, pause, dots), is hydrated as an island of its own. No router, no query cache,
 * no layout: what an islands architecture (Astro with React components, say) would ship for this page.
 *
 * The spike's runner (run.ts) wraps the server's carousel in `<div id="island-banner">` and serves this bundle
 * instead of the app's. The island renders with the storefront's theme and the page's emotion styles, so its first
 * render matches the server's markup.
 */
import { StrictMode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserEmotionCache } from '../../../web/src/app/emotion-cache.ts';
import { storefrontThemes } from '../../../web/src/app/theme.ts';
import { BannerCarousel } from '../../../web/src/storefronts/radhe/components/BannerCarousel.tsx';
import { homeBanners } from '../../../web/src/storefronts/radhe/home-banners.ts';

const container = document.getElementById('island-banner');
if (container) {
  hydrateRoot(
    container,
    <StrictMode>
      <CacheProvider value={createBrowserEmotionCache()}>
        <ThemeProvider theme={storefrontThemes.in}>
          <BannerCarousel banners={homeBanners} label="Highlights" />
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>,
    { onRecoverableError: (error) => console.error('island-banner', error) },
  );
}

