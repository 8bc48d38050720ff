/**
 * Renders web/public/no-image.png, the placeholder for broken or missing media (product-spec.md §2), from an
 * SVG drawn here. Run once after changing the drawing: `node scripts/make-placeholder.ts`.
 */
import sharp from 'sharp';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="#eef2f6"/>
  <g fill="none" stroke="#a7b4c2" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">
    <rect x="260" y="190" width="280" height="220" rx="22"/>
    <path d="M282 380 L372 292 L432 350 L470 314 L520 380"/>
  </g>
  <circle cx="468" cy="252" r="24" fill="#a7b4c2"/>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile('web/public/no-image.png');
console.log('wrote web/public/no-image.png');
