/**
 * Marketing media of the therm storefront (product-spec.md §2 "therm storefront", §3 "fd-images"),
 * drawn here as SVG and stored as WebP by the server (server/demo/seed/marketing.ts): the shop floor, a bellows cutaway,
 * the site plan, a bellows test rig, radiography, a design study, the six type-test pictures (burst, life cycle,
 * movement, spring rate, squirm, standardized), approval badges and client wordmarks with invented names (no real
 * trademark) and one picture per industry. What to draw — each image's path and size, the clients, industries and
 * approvals — comes from the storefront's content (content/therm/), the one list the pages read too.
 */
import { thermClients } from '../../../content/therm/clients.ts';
import { industries } from '../../../content/therm/industries.ts';
import {
  approvalBadge,
  clientLogo,
  industryImage,
  THERM_MEDIA_CONTAINER,
  thermImages,
  thermSlug,
  TYPE_TEST_KEYS,
  typeTestImage,
  type ThermImage,
  type TypeTestKey,
} from '../../../content/therm/media.ts';
import { thermQuality } from '../../../content/therm/quality.ts';
import type { MarketingImage } from './types.ts';

// ---------------------------------------------------------------------------------------------------------------
// Drawing helpers
// ---------------------------------------------------------------------------------------------------------------

const FONT = 'Liberation Sans, DejaVu Sans, Arial, sans-serif';
const DARK = '#1f2328';
const RED = '#c62828';
const RED_DARK = '#8e1c1c';
const AMBER = '#ffab40';

const r1 = (n: number) => Math.round(n * 10) / 10;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Shared gradients: metal (vertical sheen), sky, floor. */
const DEFS = [
  '<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#78909c"/><stop offset="0.3" stop-color="#eceff1"/><stop offset="0.55" stop-color="#b0bec5"/><stop offset="1" stop-color="#546e7a"/></linearGradient>',
  '<linearGradient id="metalH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#78909c"/><stop offset="0.3" stop-color="#eceff1"/><stop offset="0.55" stop-color="#b0bec5"/><stop offset="1" stop-color="#546e7a"/></linearGradient>',
  '<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ef5350"/><stop offset="1" stop-color="#8e1c1c"/></linearGradient>',
  '<linearGradient id="shed" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b3036"/><stop offset="0.7" stop-color="#3b424a"/><stop offset="1" stop-color="#4a525b"/></linearGradient>',
  '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b6f73"/><stop offset="1" stop-color="#3e4246"/></linearGradient>',
  '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#90caf9"/><stop offset="1" stop-color="#e3f2fd"/></linearGradient>',
  '<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#37474f"/><stop offset="0.6" stop-color="#ff8a65"/><stop offset="1" stop-color="#ffcc80"/></linearGradient>',
  '<linearGradient id="blueprint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d3b66"/><stop offset="1" stop-color="#12284a"/></linearGradient>',
  '<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff59d" stop-opacity="0.9"/><stop offset="1" stop-color="#fff59d" stop-opacity="0"/></radialGradient>',
  '<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="1"/></pattern>',
].join('');

function doc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${DEFS}</defs>${body}</svg>`;
}

function text(x: number, y: number, s: string, size: number, fill: string, opts: { anchor?: 'start' | 'middle' | 'end'; weight?: number; spacing?: number } = {}): string {
  return `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${r1(size)}" font-weight="${opts.weight ?? 400}" fill="${fill}" text-anchor="${opts.anchor ?? 'start'}"${opts.spacing ? ` letter-spacing="${opts.spacing}"` : ''}>${escapeXml(s)}</text>`;
}

interface BellowsOptions {
  /** Number of convolutions. */
  n?: number;
  /** Convolution depth as a share of the radius. */
  depth?: number;
  /** Length of the plain pipe ends as a share of the length. */
  ends?: number;
  /** Draw flanges at the ends. */
  flanges?: boolean;
  /** Lateral offset of the right end (movement, squirm). */
  offset?: number;
  /** Sideways bow of the middle (squirm). */
  bow?: number;
  stroke?: string;
}

/**
 * A horizontal metallic expansion joint centred on (cx, cy): pipe ends, optional flanges and a bellows of `n`
 * convolutions between them; `len` overall length, `dia` pipe diameter.
 */
function bellows(cx: number, cy: number, len: number, dia: number, o: BellowsOptions = {}): string {
  const n = o.n ?? 8;
  const depth = (o.depth ?? 0.28) * dia;
  const endLen = len * (o.ends ?? 0.2);
  const x0 = cx - len / 2;
  const x1 = cx + len / 2;
  const bx0 = x0 + endLen;
  const bx1 = x1 - endLen;
  const r = dia / 2;
  const stroke = o.stroke ?? '#37474f';
  const offset = o.offset ?? 0;
  const bow = o.bow ?? 0;
  // centreline shift at x: linear offset across the bellows plus a sine bow
  const shift = (x: number) => {
    const t = Math.min(1, Math.max(0, (x - bx0) / (bx1 - bx0)));
    return offset * (x <= bx0 ? 0 : x >= bx1 ? 1 : t) + bow * Math.sin(Math.PI * t) * (x > bx0 && x < bx1 ? 1 : 0);
  };
  const pitch = (bx1 - bx0) / n;
  let top = `M${r1(bx0)} ${r1(cy - r)}`;
  let bottom = '';
  for (let i = 0; i < n; i += 1) {
    const xa = bx0 + i * pitch;
    const xm = xa + pitch / 2;
    const xb = xa + pitch;
    top += ` Q${r1(xa + pitch * 0.02)} ${r1(cy - r - depth + shift(xm))} ${r1(xm)} ${r1(cy - r - depth + shift(xm))} Q${r1(xb - pitch * 0.02)} ${r1(cy - r - depth + shift(xm))} ${r1(xb)} ${r1(cy - r + shift(xb))}`;
  }
  for (let i = n - 1; i >= 0; i -= 1) {
    const xa = bx0 + i * pitch;
    const xm = xa + pitch / 2;
    bottom += ` Q${r1(xa + pitch - pitch * 0.02)} ${r1(cy + r + depth + shift(xm))} ${r1(xm)} ${r1(cy + r + depth + shift(xm))} Q${r1(xa + pitch * 0.02)} ${r1(cy + r + depth + shift(xm))} ${r1(xa)} ${r1(cy + r + shift(xa))}`;
  }
  const path = `${top} L${r1(bx1)} ${r1(cy + r + offset)}${bottom} Z`;
  let out = '';
  // pipe ends
  out += `<rect x="${r1(x0)}" y="${r1(cy - r)}" width="${r1(endLen)}" height="${r1(dia)}" fill="url(#metal)" stroke="${stroke}" stroke-width="2"/>`;
  out += `<rect x="${r1(bx1)}" y="${r1(cy - r + offset)}" width="${r1(endLen)}" height="${r1(dia)}" fill="url(#metal)" stroke="${stroke}" stroke-width="2"/>`;
  out += `<path d="${path}" fill="url(#metal)" stroke="${stroke}" stroke-width="2" stroke-linejoin="round"/>`;
  // crest lines
  for (let i = 0; i < n; i += 1) {
    const xm = bx0 + i * pitch + pitch / 2;
    out += `<line x1="${r1(xm)}" y1="${r1(cy - r - depth * 0.85 + shift(xm))}" x2="${r1(xm)}" y2="${r1(cy + r + depth * 0.85 + shift(xm))}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${r1(Math.max(1, pitch * 0.12))}"/>`;
    const xv = bx0 + i * pitch;
    if (i > 0) out += `<line x1="${r1(xv)}" y1="${r1(cy - r + shift(xv))}" x2="${r1(xv)}" y2="${r1(cy + r + shift(xv))}" stroke="${stroke}" stroke-opacity="0.5" stroke-width="1.5"/>`;
  }
  // weld beads at the bellows ends
  out += `<rect x="${r1(bx0 - 3)}" y="${r1(cy - r - 2)}" width="6" height="${r1(dia + 4)}" fill="#8d6e63"/>`;
  out += `<rect x="${r1(bx1 - 3)}" y="${r1(cy - r - 2 + offset)}" width="6" height="${r1(dia + 4)}" fill="#8d6e63"/>`;
  if (o.flanges !== false) {
    const fh = dia + depth * 2.4;
    const fw = Math.max(8, len * 0.035);
    out += `<rect x="${r1(x0 - fw)}" y="${r1(cy - fh / 2)}" width="${r1(fw)}" height="${r1(fh)}" rx="3" fill="url(#paint)" stroke="${stroke}" stroke-width="2"/>`;
    out += `<rect x="${r1(x1)}" y="${r1(cy - fh / 2 + offset)}" width="${r1(fw)}" height="${r1(fh)}" rx="3" fill="url(#paint)" stroke="${stroke}" stroke-width="2"/>`;
    for (const k of [-0.38, 0.38]) {
      out += `<circle cx="${r1(x0 - fw / 2)}" cy="${r1(cy + fh * k)}" r="${r1(fw * 0.22)}" fill="#263238"/>`;
      out += `<circle cx="${r1(x1 + fw / 2)}" cy="${r1(cy + fh * k + offset)}" r="${r1(fw * 0.22)}" fill="#263238"/>`;
    }
  }
  return out;
}

/** A vertical bellows (compressed in a press): drawn as a horizontal one rotated a quarter turn about its centre. */
function verticalBellows(cx: number, cy: number, len: number, dia: number, o: BellowsOptions = {}): string {
  return `<g transform="rotate(90 ${cx} ${cy})">${bellows(cx, cy, len, dia, o)}</g>`;
}

/** A round pressure gauge; `value` 0..1 sets the needle. */
function gauge(cx: number, cy: number, r: number, value: number, label = ''): string {
  const a = Math.PI * (0.75 + 1.5 * value);
  let ticks = '';
  for (let i = 0; i <= 10; i += 1) {
    const t = Math.PI * (0.75 + 0.15 * i);
    ticks += `<line x1="${r1(cx + Math.cos(t) * r * 0.78)}" y1="${r1(cy + Math.sin(t) * r * 0.78)}" x2="${r1(cx + Math.cos(t) * r * 0.9)}" y2="${r1(cy + Math.sin(t) * r * 0.9)}" stroke="#263238" stroke-width="${i % 5 ? 1.5 : 3}"/>`;
  }
  const red = `<path d="M${r1(cx + Math.cos(Math.PI * 2.0) * r * 0.84)} ${r1(cy + Math.sin(Math.PI * 2.0) * r * 0.84)} A${r1(r * 0.84)} ${r1(r * 0.84)} 0 0 1 ${r1(cx + Math.cos(Math.PI * 2.25) * r * 0.84)} ${r1(cy + Math.sin(Math.PI * 2.25) * r * 0.84)}" fill="none" stroke="${RED}" stroke-width="${r1(r * 0.08)}"/>`;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#eceff1" stroke="#263238" stroke-width="${r1(r * 0.12)}"/>` +
    ticks +
    red +
    `<line x1="${cx}" y1="${cy}" x2="${r1(cx + Math.cos(a) * r * 0.75)}" y2="${r1(cy + Math.sin(a) * r * 0.75)}" stroke="${RED}" stroke-width="${r1(r * 0.07)}" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.1)}" fill="#263238"/>` +
    (label ? text(cx, cy + r * 0.5, label, r * 0.22, '#263238', { anchor: 'middle', weight: 700 }) : '')
  );
}

/** A dial gauge on a stand pointing at (x, y) from above. */
function dialGauge(x: number, y: number, r: number): string {
  return (
    `<rect x="${r1(x - 3)}" y="${r1(y - r * 2.2)}" width="6" height="${r1(r * 1.2)}" fill="#90a4ae"/>` +
    `<circle cx="${x}" cy="${r1(y - r * 2.6)}" r="${r}" fill="#fafafa" stroke="#263238" stroke-width="3"/>` +
    `<line x1="${x}" y1="${r1(y - r * 2.6)}" x2="${r1(x + r * 0.6)}" y2="${r1(y - r * 3)}" stroke="${RED}" stroke-width="2.5"/>` +
    `<line x1="${x}" y1="${r1(y - r)}" x2="${x}" y2="${y}" stroke="#263238" stroke-width="2"/>`
  );
}

/** Roof trusses and columns of a shed interior across the width. */
function shedInterior(w: number, h: number, floorY: number): string {
  let out = `<rect width="${w}" height="${h}" fill="url(#shed)"/>`;
  out += `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#floor)"/>`;
  // roof lights
  for (let x = 60; x < w; x += 260) out += `<rect x="${x}" y="18" width="150" height="26" rx="4" fill="#cfd8dc" opacity="0.35"/>`;
  // trusses
  out += `<line x1="0" y1="70" x2="${w}" y2="70" stroke="#1a1d21" stroke-width="10"/>`;
  for (let x = 0; x < w; x += 80) out += `<line x1="${x}" y1="70" x2="${x + 40}" y2="20" stroke="#1a1d21" stroke-width="4"/><line x1="${x + 40}" y1="20" x2="${x + 80}" y2="70" stroke="#1a1d21" stroke-width="4"/>`;
  // columns
  for (let x = 40; x < w; x += Math.max(320, w / 5)) out += `<rect x="${r1(x)}" y="70" width="26" height="${floorY - 70}" fill="#262a2f"/>`;
  // floor lines
  out += `<line x1="0" y1="${floorY}" x2="${w}" y2="${floorY}" stroke="#f9a825" stroke-width="6" stroke-dasharray="40 20"/>`;
  return out;
}

/** An overhead crane girder at y with a trolley at tx and a hook hanging to hookY. */
function crane(w: number, y: number, tx: number, hookY: number): string {
  return (
    `<rect x="0" y="${y}" width="${w}" height="28" fill="#f9a825" stroke="#1a1d21" stroke-width="2"/>` +
    Array.from({ length: Math.ceil(w / 40) }, (_, i) => `<line x1="${i * 40}" y1="${y}" x2="${i * 40 + 20}" y2="${y + 28}" stroke="#1a1d21" stroke-width="2"/>`).join('') +
    `<rect x="${tx - 45}" y="${y + 28}" width="90" height="34" rx="4" fill="#455a64"/>` +
    `<line x1="${tx - 10}" y1="${y + 62}" x2="${tx - 10}" y2="${hookY - 24}" stroke="#263238" stroke-width="3"/>` +
    `<line x1="${tx + 10}" y1="${y + 62}" x2="${tx + 10}" y2="${hookY - 24}" stroke="#263238" stroke-width="3"/>` +
    `<rect x="${tx - 22}" y="${hookY - 26}" width="44" height="26" rx="5" fill="#f9a825" stroke="#1a1d21" stroke-width="2"/>` +
    `<path d="M${tx} ${hookY} v14 a12 12 0 1 1 -12 12" fill="none" stroke="#263238" stroke-width="6"/>`
  );
}

/** A titled caption plate in a corner. */
function plate(x: number, y: number, title: string, sub: string, size = 28): string {
  const w = Math.max(title.length * size * 0.6, sub.length * size * 0.38) + size * 1.4;
  return (
    `<rect x="${x}" y="${y}" width="${r1(w)}" height="${r1(size * 2.7)}" rx="8" fill="#ffffff" opacity="0.92"/>` +
    `<rect x="${x}" y="${y}" width="8" height="${r1(size * 2.7)}" rx="3" fill="${RED}"/>` +
    text(x + size * 0.7, y + size * 1.25, title, size, DARK, { weight: 700 }) +
    text(x + size * 0.7, y + size * 2.15, sub, size * 0.6, '#546e7a')
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------------------------

function hero(): string {
  const w = 1920;
  const h = 720;
  const floorY = 600;
  let b = shedInterior(w, h, floorY);
  b += crane(w, 110, 1380, 330);
  // slings from the hook to the joint
  b += `<line x1="1380" y1="356" x2="1220" y2="420" stroke="#263238" stroke-width="4"/><line x1="1380" y1="356" x2="1540" y2="420" stroke="#263238" stroke-width="4"/>`;
  b += bellows(1380, 470, 520, 110, { n: 9 });
  // finished joints on the floor
  b += bellows(760, 545, 300, 70, { n: 6 });
  b += bellows(1050, 560, 220, 50, { n: 5 });
  b += bellows(1740, 540, 280, 80, { n: 6 });
  // welding glow
  b += `<circle cx="560" cy="520" r="90" fill="url(#glow)"/><circle cx="560" cy="520" r="8" fill="#ffffff"/>`;
  b += `<rect x="520" y="520" width="10" height="80" fill="#37474f"/>`;
  return doc(w, h, b);
}

function bellowsCutaway(): string {
  const w = 1200;
  const h = 800;
  let b = `<rect width="${w}" height="${h}" fill="#f5f5f5"/><rect width="${w}" height="${h}" fill="url(#grid)" opacity="0"/>`;
  b += `<rect x="0" y="640" width="${w}" height="160" fill="#e0e0e0"/>`;
  b += bellows(600, 390, 900, 260, { n: 9, depth: 0.3 });
  // cutaway: upper half of the bellows opened to show plies and the liner
  b += `<rect x="330" y="230" width="540" height="160" fill="#fafafa" opacity="0.92"/>`;
  for (let i = 0; i < 3; i += 1) {
    let d = `M330 ${300 - i * 6}`;
    for (let k = 0; k < 6; k += 1) d += ` q45 ${-70} 90 0`;
    b += `<path d="${d}" fill="none" stroke="${['#546e7a', '#78909c', '#b0bec5'][i]}" stroke-width="5"/>`;
  }
  b += `<rect x="330" y="330" width="540" height="18" fill="#90a4ae" stroke="#455a64" stroke-width="2"/>`;
  const label = (x: number, y: number, tx: number, ty: number, s: string) =>
    `<line x1="${x}" y1="${y}" x2="${tx}" y2="${ty}" stroke="${DARK}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="6" fill="${RED}"/>` +
    text(tx + (tx > x ? 8 : -8), ty + 8, s, 26, DARK, { anchor: tx > x ? 'start' : 'end', weight: 700 });
  b += label(420, 240, 300, 120, 'Multi-ply convolutions');
  b += label(700, 339, 900, 120, 'Internal liner');
  b += label(205, 470, 300, 620, 'Weld end');
  b += label(1052, 520, 960, 620, 'Flange');
  return doc(w, h, b);
}

function shopFloor(): string {
  const w = 1600;
  const h = 800;
  const floorY = 660;
  let b = shedInterior(w, h, floorY);
  b += crane(w, 100, 1150, 300);
  b += `<line x1="1150" y1="326" x2="1060" y2="380" stroke="#263238" stroke-width="4"/><line x1="1150" y1="326" x2="1240" y2="380" stroke="#263238" stroke-width="4"/>`;
  b += bellows(1150, 420, 380, 80, { n: 7 });
  // plate rolling machine: frame, three rolls, a plate being curled
  b += `<rect x="120" y="470" width="420" height="190" rx="6" fill="#546e7a" stroke="#263238" stroke-width="3"/>`;
  b += `<rect x="90" y="420" width="60" height="240" fill="#37474f"/><rect x="510" y="420" width="60" height="240" fill="#37474f"/>`;
  for (const [x, y] of [[250, 520], [410, 520], [330, 590]]) b += `<circle cx="${x}" cy="${y}" r="42" fill="url(#metal)" stroke="#263238" stroke-width="3"/>`;
  b += `<path d="M40 470 Q330 440 470 470 Q640 520 600 380" fill="none" stroke="#b0bec5" stroke-width="12"/>`;
  b += text(330, 700, 'Plate rolling', 26, '#eceff1', { anchor: 'middle', weight: 700 });
  // welding manipulator: column, boom, head with glow over a pipe
  b += `<rect x="700" y="260" width="40" height="400" fill="#f9a825" stroke="#1a1d21" stroke-width="2"/>`;
  b += `<rect x="700" y="300" width="300" height="30" fill="#f9a825" stroke="#1a1d21" stroke-width="2"/>`;
  b += `<rect x="960" y="330" width="24" height="150" fill="#455a64"/>`;
  b += `<rect x="760" y="540" width="420" height="110" rx="55" fill="url(#metal)" stroke="#263238" stroke-width="3"/>`;
  b += `<circle cx="972" cy="538" r="70" fill="url(#glow)"/><circle cx="972" cy="538" r="7" fill="#ffffff"/>`;
  b += text(940, 700, 'Automatic welding', 26, '#eceff1', { anchor: 'middle', weight: 700 });
  // finished joints
  b += bellows(1440, 600, 220, 60, { n: 5 });
  return doc(w, h, b);
}

function sitePlan(): string {
  const w = 1200;
  const h = 800;
  let b = `<rect width="${w}" height="${h}" fill="#dcedc8"/>`;
  // boundary of the land
  b += `<rect x="60" y="60" width="1080" height="680" fill="#e8f5e9" stroke="${DARK}" stroke-width="6" stroke-dasharray="24 12"/>`;
  // road
  b += `<rect x="0" y="740" width="${w}" height="60" fill="#757575"/><line x1="0" y1="770" x2="${w}" y2="770" stroke="#ffffff" stroke-width="4" stroke-dasharray="30 20"/>`;
  b += `<rect x="520" y="700" width="100" height="40" fill="#9e9e9e"/>`;
  // shed
  b += `<rect x="140" y="140" width="620" height="320" fill="#b0bec5" stroke="#37474f" stroke-width="4"/>`;
  for (let x = 160; x < 760; x += 40) b += `<line x1="${x}" y1="140" x2="${x}" y2="460" stroke="#90a4ae" stroke-width="2"/>`;
  b += `<rect x="240" y="250" width="420" height="100" rx="8" fill="#ffffff" opacity="0.9"/>`;
  b += text(450, 295, 'Shed', 34, DARK, { anchor: 'middle', weight: 700 });
  b += text(450, 335, '70,000 sq ft', 28, RED_DARK, { anchor: 'middle', weight: 700 });
  // office
  b += `<rect x="840" y="560" width="220" height="130" fill="#ffcc80" stroke="#6d4c41" stroke-width="4"/>`;
  b += text(950, 615, 'Office', 28, DARK, { anchor: 'middle', weight: 700 });
  b += text(950, 652, '5,000 sq ft', 24, RED_DARK, { anchor: 'middle', weight: 700 });
  // test bay and yard
  b += `<rect x="840" y="140" width="220" height="200" fill="#cfd8dc" stroke="#37474f" stroke-width="4"/>`;
  b += text(950, 250, 'Test bay', 26, DARK, { anchor: 'middle', weight: 700 });
  b += `<rect x="140" y="520" width="560" height="170" fill="#eeeeee" stroke="#9e9e9e" stroke-width="3"/>`;
  b += text(420, 612, 'Raw material & dispatch yard', 26, '#424242', { anchor: 'middle', weight: 700 });
  // trees
  for (const [x, y] of [[100, 110], [100, 300], [100, 500], [1100, 400], [1100, 480], [800, 400], [1100, 110]]) b += `<circle cx="${x}" cy="${y}" r="22" fill="#66bb6a" stroke="#2e7d32" stroke-width="3"/>`;
  b += `<rect x="760" y="32" width="380" height="56" rx="8" fill="${DARK}"/>`;
  b += text(950, 70, 'Land 4,00,000 sq ft', 28, '#ffffff', { anchor: 'middle', weight: 700 });
  // north arrow
  b += `<path d="M1160 150 l-16 44 h32 z" fill="${DARK}"/>` + text(1160, 140, 'N', 22, DARK, { anchor: 'middle', weight: 700 });
  return doc(w, h, b);
}

function testRig(): string {
  const w = 1200;
  const h = 800;
  let b = `<rect width="${w}" height="${h}" fill="#eceff1"/><rect y="600" width="${w}" height="200" fill="#b0bec5"/>`;
  // guarded pit
  b += `<rect x="120" y="560" width="760" height="60" fill="#78909c"/>`;
  for (let x = 130; x < 880; x += 60) b += `<rect x="${x}" y="560" width="30" height="60" fill="#f9a825"/>`;
  // stands
  b += `<rect x="230" y="440" width="40" height="120" fill="#455a64"/><rect x="730" y="440" width="40" height="120" fill="#455a64"/>`;
  b += bellows(500, 380, 620, 150, { n: 8 });
  // blind flanges
  b += `<rect x="164" y="270" width="18" height="220" fill="#37474f"/><rect x="818" y="270" width="18" height="220" fill="#37474f"/>`;
  // pressure line, pump, gauge
  b += `<path d="M836 320 H960 V560" fill="none" stroke="#455a64" stroke-width="12"/>`;
  b += `<rect x="900" y="560" width="200" height="90" rx="10" fill="#1565c0" stroke="#0d47a1" stroke-width="3"/>`;
  b += text(1000, 615, 'PUMP', 28, '#ffffff', { anchor: 'middle', weight: 700 });
  b += `<rect x="952" y="220" width="16" height="100" fill="#455a64"/>`;
  b += gauge(960, 170, 80, 0.62, 'bar');
  b += plate(40, 40, 'Hydrostatic test', '1.5 × design pressure, held and inspected', 34);
  return doc(w, h, b);
}

function radiography(): string {
  const w = 1200;
  const h = 800;
  let b = `<rect width="${w}" height="${h}" fill="#263238"/><rect y="620" width="${w}" height="180" fill="#37474f"/>`;
  b += bellows(560, 470, 760, 170, { n: 8 });
  // x-ray head
  b += `<rect x="480" y="150" width="160" height="110" rx="12" fill="#fdd835" stroke="#212121" stroke-width="4"/>`;
  b += `<path d="M540 260 h40 l-20 20 z" fill="#212121"/>`;
  b += `<path d="M560 280 L470 380 L650 380 Z" fill="#fff59d" opacity="0.25"/>`;
  b += `<circle cx="560" cy="205" r="30" fill="none" stroke="#212121" stroke-width="5"/>`;
  for (let k = 0; k < 3; k += 1) b += `<path d="M560 205 l${r1(26 * Math.cos((k * 2 * Math.PI) / 3))} ${r1(26 * Math.sin((k * 2 * Math.PI) / 3))}" stroke="#212121" stroke-width="12" stroke-linecap="round"/>`;
  b += `<rect x="552" y="40" width="16" height="110" fill="#546e7a"/>`;
  // film strip
  b += `<rect x="880" y="130" width="260" height="380" rx="8" fill="#0b0f12" stroke="#90a4ae" stroke-width="3"/>`;
  b += `<rect x="990" y="150" width="40" height="340" fill="#cfd8dc" opacity="0.35"/>`;
  b += `<circle cx="1010" cy="300" r="6" fill="#ffffff" opacity="0.6"/>`;
  b += text(1010, 550, 'Weld film', 28, '#eceff1', { anchor: 'middle', weight: 700 });
  // warning lamp
  b += `<circle cx="120" cy="120" r="70" fill="url(#glow)"/><circle cx="120" cy="120" r="30" fill="${RED}" stroke="#212121" stroke-width="4"/>`;
  b += `<path d="M60 250 l60 -100 l60 100 z" fill="#fdd835" stroke="#212121" stroke-width="4"/>` + text(120, 238, '!', 60, '#212121', { anchor: 'middle', weight: 700 });
  return doc(w, h, b);
}

function designStudy(): string {
  const w = 1200;
  const h = 800;
  let b = `<rect width="${w}" height="${h}" fill="url(#blueprint)"/><rect width="${w}" height="${h}" fill="url(#grid)"/>`;
  // convolution profile (three convolutions) in white lines
  const y0 = 420;
  let d = `M80 ${y0}`;
  for (let i = 0; i < 3; i += 1) d += ` h30 c0 -200 140 -200 140 0`;
  d += ' h30';
  b += `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="5"/>`;
  b += `<path d="${d.replace(`M80 ${y0}`, `M80 ${y0 + 16}`)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>`;
  const dim = (x1: number, y1: number, x2: number, y2: number, label: string, lx: number, ly: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#80deea" stroke-width="2" marker-start="" />` +
    `<circle cx="${x1}" cy="${y1}" r="4" fill="#80deea"/><circle cx="${x2}" cy="${y2}" r="4" fill="#80deea"/>` +
    text(lx, ly, label, 28, '#80deea', { anchor: 'middle', weight: 700 });
  b += dim(110, 480, 280, 480, 'q (pitch)', 195, 520);
  b += dim(600, 420, 600, 270, 'w (depth)', 600, 245);
  b += dim(380, 440, 380, 404, 't', 400, 470);
  // stress / cycles plot
  b += `<rect x="720" y="80" width="420" height="320" fill="#0b2545" stroke="#80deea" stroke-width="2"/>`;
  b += `<path d="M760 120 V370 H1110" fill="none" stroke="#ffffff" stroke-width="3"/>`;
  b += `<path d="M770 140 C850 260 950 320 1100 345" fill="none" stroke="${AMBER}" stroke-width="5"/>`;
  for (const [x, y] of [[820, 205], [880, 262], [960, 300], [1050, 330]]) b += `<circle cx="${x}" cy="${y}" r="7" fill="#ef5350"/>`;
  b += text(930, 395, 'cycles to failure', 20, '#ffffff', { anchor: 'middle' });
  b += text(745, 250, 'stress', 20, '#ffffff', { anchor: 'middle' }).replace('<text', '<text transform="rotate(-90 745 250)"');
  // title block
  b += `<rect x="720" y="560" width="420" height="170" fill="none" stroke="#ffffff" stroke-width="3"/>`;
  b += `<line x1="720" y1="620" x2="1140" y2="620" stroke="#ffffff" stroke-width="2"/>`;
  b += text(740, 605, 'BELLOWS DESIGN — EJMA', 26, '#ffffff', { weight: 700 });
  b += text(740, 660, 'Piping checked to ASME B31.3', 22, '#e0f7fa');
  b += text(740, 700, 'Plies 2 · Material SS 321', 22, '#e0f7fa');
  return doc(w, h, b);
}

// Type tests ------------------------------------------------------------------------------------------------------

function typeTestFrame(title: string, sub: string, body: string): string {
  const w = 800;
  const h = 600;
  return doc(w, h, `<rect width="${w}" height="${h}" fill="#eceff1"/><rect y="470" width="${w}" height="130" fill="#b0bec5"/>${body}` + plate(24, 24, title, sub, 30));
}

function burstTest(): string {
  let b = `<rect x="80" y="440" width="640" height="60" fill="#78909c"/>`;
  b += bellows(400, 340, 520, 120, { n: 7, depth: 0.34 });
  // rupture: jagged tear and water jet
  b += `<path d="M430 250 l12 20 l-10 12 l14 16 l-8 14" fill="none" stroke="#b71c1c" stroke-width="6"/>`;
  b += `<path d="M440 250 q40 -70 120 -100 M446 262 q60 -40 150 -40 M438 246 q10 -80 60 -120" fill="none" stroke="#4fc3f7" stroke-width="6" stroke-linecap="round"/>`;
  b += gauge(680, 200, 70, 0.98, 'MAX');
  return typeTestFrame('Burst', 'Pressure raised until failure', b);
}

function lifeCycleTest(): string {
  let b = `<rect x="40" y="300" width="120" height="160" rx="8" fill="#1565c0"/><rect x="160" y="355" width="70" height="30" fill="url(#metalH)"/>`;
  b += text(100, 390, 'ACT', 28, '#ffffff', { anchor: 'middle', weight: 700 });
  b += bellows(430, 370, 400, 110, { n: 7 });
  b += `<rect x="660" y="250" width="30" height="240" fill="#37474f"/>`;
  b += `<path d="M250 470 h140 M390 470 l-18 -10 M390 470 l-18 10 M250 470 l18 -10 M250 470 l18 10" stroke="${RED}" stroke-width="5" fill="none"/>`;
  b += `<rect x="520" y="130" width="250" height="90" rx="8" fill="#0b0f12" stroke="#546e7a" stroke-width="3"/>`;
  b += text(645, 192, '07 000 cyc', 40, '#69f0ae', { anchor: 'middle', weight: 700 });
  return typeTestFrame('Life cycle', 'Cycled under pressure to failure', b);
}

function movementTest(): string {
  let b = `<rect x="80" y="420" width="640" height="50" fill="#546e7a"/>`;
  b += bellows(400, 330, 500, 110, { n: 7, offset: 40 });
  b += dialGauge(620, 300, 28);
  b += dialGauge(190, 260, 28);
  b += `<path d="M660 420 v-50 M660 370 l-10 16 M660 370 l10 16" stroke="${RED}" stroke-width="5" fill="none"/>`;
  b += text(690, 400, 'lateral', 22, RED_DARK, { weight: 700 });
  return typeTestFrame('Movement', 'Axial, lateral and angular offsets', b);
}

function springRateTest(): string {
  let b = `<rect x="120" y="120" width="30" height="360" fill="#37474f"/><rect x="450" y="120" width="30" height="360" fill="#37474f"/>`;
  b += `<rect x="100" y="110" width="400" height="40" fill="#455a64"/>`;
  b += `<rect x="270" y="150" width="60" height="60" fill="url(#metalH)"/><rect x="250" y="210" width="100" height="30" rx="4" fill="#fdd835" stroke="#212121" stroke-width="2"/>`;
  b += text(300, 232, 'LOAD', 18, '#212121', { anchor: 'middle', weight: 700 });
  b += verticalBellows(300, 350, 220, 110, { n: 6, flanges: true });
  b += `<rect x="170" y="460" width="260" height="20" fill="#455a64"/>`;
  // force-deflection plot
  b += `<rect x="540" y="150" width="230" height="200" fill="#ffffff" stroke="#546e7a" stroke-width="2"/>`;
  b += `<path d="M560 170 V330 H750" stroke="#263238" stroke-width="3" fill="none"/><path d="M560 330 L740 190" stroke="${RED}" stroke-width="4"/>`;
  for (const [x, y] of [[596, 302], [632, 274], [668, 246], [704, 218]]) b += `<circle cx="${x}" cy="${y}" r="6" fill="#1565c0"/>`;
  b += text(655, 375, 'F vs δ', 22, DARK, { anchor: 'middle', weight: 700 });
  return typeTestFrame('Spring rate', 'Force measured against deflection', b);
}

function squirmTest(): string {
  let b = `<rect x="40" y="280" width="40" height="180" fill="#37474f"/><rect x="720" y="280" width="40" height="180" fill="#37474f"/>`;
  b += bellows(400, 360, 600, 100, { n: 9, bow: -26 });
  b += `<line x1="110" y1="270" x2="690" y2="270" stroke="${RED}" stroke-width="3" stroke-dasharray="14 8"/>`;
  b += text(400, 255, 'straight edge', 22, RED_DARK, { anchor: 'middle', weight: 700 });
  b += gauge(700, 170, 55, 0.55, 'bar');
  return typeTestFrame('Squirm', 'Watched for sideways bowing', b);
}

function standardizedRange(): string {
  let b = '';
  const sizes: [number, number, number, string][] = [
    [170, 420, 46, '50 NB'],
    [400, 420, 70, '100 NB'],
    [640, 430, 100, '200 NB'],
    [250, 240, 84, '150 NB'],
    [560, 205, 120, '300 NB'],
  ];
  for (const [x, y, d, tag] of sizes) {
    b += bellows(x, y, d * 2.3, d, { n: 5 });
    b += `<rect x="${x - 44}" y="${y + d * 0.9}" width="88" height="34" rx="4" fill="#fff8e1" stroke="#6d4c41" stroke-width="2"/>`;
    b += text(x, y + d * 0.9 + 24, tag, 20, DARK, { anchor: 'middle', weight: 700 });
  }
  return typeTestFrame('Standardized', 'Proven ranges from 50 NB upward', b);
}

// Approval badges ---------------------------------------------------------------------------------------------------

function approvalBadgeSvg(certificate: string, issuer: string, colour: string): string {
  const w = 400;
  const h = 240;
  let b = `<rect width="${w}" height="${h}" fill="#ffffff"/>`;
  const cx = 100;
  const cy = 120;
  // seal with notched edge
  let d = '';
  for (let i = 0; i < 48; i += 1) {
    const a = (i / 48) * Math.PI * 2;
    const r = i % 2 ? 78 : 86;
    d += `${i ? 'L' : 'M'}${r1(cx + Math.cos(a) * r)} ${r1(cy + Math.sin(a) * r)}`;
  }
  b += `<path d="${d}Z" fill="${colour}"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="64" fill="none" stroke="#ffffff" stroke-width="3"/>`;
  const [first, ...rest] = certificate.split(' ');
  const main = certificate.startsWith('ISO') ? first : 'STATE';
  const sub = certificate.startsWith('ISO') ? rest.join(' ') : 'APPROVED';
  b += text(cx, cy - 2, main, 30, '#ffffff', { anchor: 'middle', weight: 700 });
  b += text(cx, cy + 28, sub, sub.length > 8 ? 16 : 22, '#ffffff', { anchor: 'middle', weight: 700 });
  b += `<path d="M${cx - 12} ${cy - 46} l12 -10 l12 10" fill="none" stroke="#ffffff" stroke-width="4"/>`;
  // issuer wordmark, wrapped to lines of at most 14 characters
  const lines: string[] = [];
  for (const word of issuer.toUpperCase().split(' ')) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + word).length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const top = 132 - lines.length * 24;
  lines.forEach((line, i) => {
    b += text(205, top + i * 24, line, 18, DARK, { weight: 700, spacing: 1 });
  });
  b += `<rect x="205" y="142" width="170" height="4" fill="${colour}"/>`;
  const certLines = certificate.length > 18 ? ['Metallic expansion', 'bellows approval'] : [certificate, 'Certified'];
  b += text(205, 172, certLines[0], 18, '#546e7a');
  b += text(205, 196, certLines[1], 18, '#546e7a');
  return doc(w, h, b);
}

// Client wordmarks ----------------------------------------------------------------------------------------------------

function clientWordmark(name: string, sector: string, index: number): string {
  const w = 360;
  const h = 160;
  const palette = ['#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#37474f', '#ad1457', '#283593', '#5d4037'];
  const colour = palette[index % palette.length];
  let b = `<rect width="${w}" height="${h}" fill="#ffffff"/>`;
  // a simple geometric mark, different per index
  const mx = 50;
  const my = 80;
  const marks = [
    `<path d="M${mx - 28} ${my + 24} L${mx} ${my - 28} L${mx + 28} ${my + 24} Z" fill="${colour}"/>`,
    `<circle cx="${mx}" cy="${my}" r="28" fill="${colour}"/><circle cx="${mx}" cy="${my}" r="12" fill="#ffffff"/>`,
    `<rect x="${mx - 26}" y="${my - 26}" width="52" height="52" rx="8" fill="${colour}"/><rect x="${mx - 8}" y="${my - 26}" width="16" height="52" fill="#ffffff"/>`,
    `<path d="M${mx - 28} ${my} a28 28 0 0 1 56 0 z" fill="${colour}"/><rect x="${mx - 28}" y="${my + 6}" width="56" height="12" fill="${colour}"/>`,
    `<path d="M${mx - 10} ${my - 30} L${mx + 14} ${my - 4} L${mx} ${my - 2} L${mx + 12} ${my + 30} L${mx - 14} ${my + 2} L${mx} ${my}Z" fill="${colour}"/>`,
  ];
  b += marks[index % marks.length];
  const words = name.split(' ');
  const big = words.slice(0, -1).join(' ') || name;
  const small = words.length > 1 ? words[words.length - 1] : '';
  const size = big.length > 12 ? 24 : 30;
  b += text(94, 78, big, size, DARK, { weight: 700 });
  if (small) b += text(94, 104, small.toUpperCase(), 16, colour, { weight: 700, spacing: 3 });
  b += text(94, 130, sector, 13, '#78909c');
  return doc(w, h, b);
}

// Industries --------------------------------------------------------------------------------------------------------

function industryScene(slug: string): string {
  const w = 960;
  const h = 600;
  const ground = 430;
  let b = `<rect width="${w}" height="${h}" fill="url(#sky)"/><rect y="${ground}" width="${w}" height="${h - ground}" fill="#9e9e9e"/>`;
  const silhouette = '#546e7a';
  switch (slug) {
    case 'steel-plants':
      b += `<rect width="${w}" height="${h}" fill="url(#dusk)" opacity="0.6"/>`;
      b += `<path d="M150 ${ground} L190 140 H260 L300 ${ground} Z" fill="${silhouette}"/><rect x="205" y="60" width="40" height="90" fill="${silhouette}"/>`;
      for (const x of [360, 440, 520]) b += `<rect x="${x}" y="180" width="60" height="${ground - 180}" rx="30" fill="#607d8b"/>`;
      b += `<rect x="230" y="240" width="360" height="24" fill="#78909c"/>`;
      break;
    case 'cement-plants':
      b += `<rect x="120" y="80" width="120" height="${ground - 80}" fill="${silhouette}"/>`;
      for (let y = 110; y < ground; y += 60) b += `<rect x="110" y="${y}" width="140" height="10" fill="#455a64"/>`;
      b += `<g transform="rotate(-4 520 330)"><rect x="280" y="300" width="480" height="70" rx="35" fill="#8d6e63"/></g>`;
      for (const x of [340, 520, 700]) b += `<rect x="${x}" y="360" width="24" height="${ground - 360}" fill="#455a64"/>`;
      b += `<rect x="800" y="200" width="70" height="${ground - 200}" fill="#78909c"/>`;
      break;
    case 'oil-and-gas':
      b += `<path d="M140 ${ground} L200 250 L260 ${ground}" fill="none" stroke="${silhouette}" stroke-width="10"/><path d="M150 230 L330 200 L320 250" fill="none" stroke="${silhouette}" stroke-width="14"/>`;
      b += `<rect x="420" y="260" width="180" height="${ground - 260}" fill="#78909c"/><rect x="440" y="230" width="140" height="30" fill="${silhouette}"/>`;
      b += `<ellipse cx="760" cy="${ground - 60}" rx="120" ry="60" fill="#cfd8dc" stroke="${silhouette}" stroke-width="4"/>`;
      break;
    case 'petrochemicals':
      for (const [x, top, wd] of [[140, 90, 50], [230, 140, 60], [330, 60, 44], [430, 170, 70]]) b += `<rect x="${x}" y="${top}" width="${wd}" height="${ground - top}" rx="${wd / 2}" fill="${silhouette}"/>`;
      b += `<rect x="700" y="60" width="14" height="${ground - 60}" fill="${silhouette}"/><path d="M707 60 q-20 -30 0 -50 q20 20 0 50" fill="#ff7043"/>`;
      b += `<path d="M120 200 H560" stroke="#78909c" stroke-width="8"/>`;
      break;
    case 'power-plants':
      b += `<path d="M120 ${ground} Q160 260 140 140 H320 Q300 260 340 ${ground} Z" fill="#b0bec5" stroke="${silhouette}" stroke-width="4"/>`;
      b += `<ellipse cx="230" cy="110" rx="80" ry="30" fill="#ffffff" opacity="0.8"/>`;
      b += `<rect x="440" y="220" width="240" height="${ground - 220}" fill="${silhouette}"/><rect x="720" y="40" width="40" height="${ground - 40}" fill="#78909c"/>`;
      for (let y = 60; y < ground; y += 70) b += `<rect x="720" y="${y}" width="40" height="12" fill="${RED}"/>`;
      break;
    case 'enviro-systems':
      b += `<rect x="140" y="150" width="120" height="${ground - 150}" rx="20" fill="#80cbc4" stroke="${silhouette}" stroke-width="4"/>`;
      b += `<rect x="320" y="230" width="260" height="${ground - 230}" fill="#78909c"/>`;
      for (let x = 340; x < 580; x += 40) b += `<rect x="${x}" y="200" width="20" height="30" fill="${silhouette}"/>`;
      b += `<rect x="700" y="80" width="50" height="${ground - 80}" fill="${silhouette}"/><ellipse cx="725" cy="60" rx="40" ry="18" fill="#ffffff" opacity="0.7"/>`;
      break;
    default:
      b += `<ellipse cx="240" cy="${ground - 10}" rx="130" ry="20" fill="#4fc3f7"/><rect x="110" y="260" width="260" height="${ground - 270}" fill="#90a4ae"/><ellipse cx="240" cy="260" rx="130" ry="20" fill="#b3e5fc" stroke="${silhouette}" stroke-width="3"/>`;
      b += `<rect x="470" y="260" width="200" height="${ground - 260}" fill="#eeeeee" stroke="${silhouette}" stroke-width="4"/><path d="M460 260 L570 200 L680 260 Z" fill="${RED}"/>`;
      b += `<rect x="740" y="140" width="120" height="${ground - 140}" fill="#b0bec5"/><rect x="730" y="120" width="140" height="30" fill="${silhouette}"/>`;
  }
  // the foreground pipe with an expansion joint, highlighted
  b += `<rect x="0" y="470" width="${w}" height="70" fill="url(#metal)" stroke="#37474f" stroke-width="2"/>`;
  b += bellows(480, 505, 300, 70, { n: 6 });
  b += `<circle cx="480" cy="505" r="150" fill="none" stroke="${AMBER}" stroke-width="6" stroke-dasharray="18 10"/>`;
  return doc(w, h, b);
}

// ---------------------------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------------------------

/** Each approval's badge colour, by its slug in content/therm/quality.ts. */
const APPROVAL_COLOURS: Record<string, string> = {
  'iso-9001': '#1565c0',
  'iso-14001': '#2e7d32',
  'iso-45001': '#ef6c00',
  'state-bellows-approval': RED_DARK,
};

/** Draws `image` of the content manifest with `draw()`, stored at its path and size (each drawer draws at its own size; therm.test.ts checks they agree). */
const fd = (image: ThermImage, draw: () => string): MarketingImage => ({
  container: THERM_MEDIA_CONTAINER,
  path: image.path,
  width: image.width,
  height: image.height,
  svg: draw,
});

/** What draws each type test's picture. */
const TYPE_TEST_DRAWINGS: Record<TypeTestKey, () => string> = {
  burst: burstTest,
  'life-cycle': lifeCycleTest,
  movement: movementTest,
  'spring-rate': springRateTest,
  squirm: squirmTest,
  standardized: standardizedRange,
};

/** Every marketing image of /fd: the paths and sizes of content/therm/media.ts, each with its drawing. */
export const thermMarketingImages: MarketingImage[] = [
  fd(thermImages.hero, hero),
  fd(thermImages.about, bellowsCutaway),
  fd(thermImages.shopFloor, shopFloor),
  fd(thermImages.sitePlan, sitePlan),
  fd(thermImages.testRig, testRig),
  fd(thermImages.radiography, radiography),
  fd(thermImages.research, designStudy),
  ...TYPE_TEST_KEYS.map((key) => fd(typeTestImage(key), TYPE_TEST_DRAWINGS[key])),
  ...thermQuality.approvals.map(({ slug, certificate, issuer }) =>
    fd(approvalBadge(slug, certificate), () => approvalBadgeSvg(certificate, issuer, APPROVAL_COLOURS[slug] ?? RED_DARK)),
  ),
  ...thermClients.map(({ name, sector }, i) => fd(clientLogo(name), () => clientWordmark(name, sector, i))),
  ...industries.map(({ name }) => fd(industryImage(name), () => industryScene(thermSlug(name)))),
];
