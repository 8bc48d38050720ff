/**
 * The Inter font of the theme (product-spec.md §2 "Theme"), self-hosted through @fontsource in the weights the
 * theme uses, and a metric-matched local stand-in shown while they load (inter-fallback.css). Imported by
 * the entry (main.ts), so the @font-face rules are in the page's first stylesheet.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './inter-fallback.css';
