/**
 * Marketing media of the radhe storefront (product-spec.md §2 "radhe storefront", §3 "in-images"),
 * drawn here as SVG and stored as WebP by the server (server/demo/seed/marketing.ts): banners (a desktop and a portrait
 * mobile set), facility and testing illustrations, a dotted world map and drawn wordmarks standing in for client
 * logos (invented names, no real trademark). What to draw — each image's path and size, the client names — comes
 * from the storefront's content (content/radhe/media.ts, clients.ts), the one list the pages read too.
 */
import { allClients } from '../../../content/radhe/clients.ts';
import { clientLogo, RADHE_MEDIA_CONTAINER, radheImages, type RadheImage } from '../../../content/radhe/media.ts';
import type { MarketingImage } from './types.ts';

// ---------------------------------------------------------------------------------------------------------------
// Drawing helpers
// ---------------------------------------------------------------------------------------------------------------

const NAVY = '#0f2a44';
const BLUE = '#1565c0';
const SILICONE = '#8c99a6';
const STEEL = '#b0bec5';

/** Deterministic pseudo-random numbers (mulberry32), so every start draws the same pictures. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function doc(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, stops: [number, string][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A vertical composite insulator string hanging from (x, y), `len` long, with alternating sheds. */
function insulatorString(x: number, y: number, len: number, shedR: number, fill = SILICONE, line = '#37474f'): string {
  const n = Math.max(4, Math.round(len / (shedR * 0.55)));
  const step = len / (n + 1);
  let out = `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + len}" stroke="${line}" stroke-width="${Math.max(1.5, shedR * 0.22)}"/>`;
  for (let i = 1; i <= n; i += 1) {
    const r = i % 2 ? shedR : shedR * 0.72;
    out += `<ellipse cx="${x}" cy="${r1(y + i * step)}" rx="${r1(r)}" ry="${r1(Math.max(1, shedR * 0.22))}" fill="${fill}" stroke="${line}" stroke-width="${Math.max(0.6, shedR * 0.06)}"/>`;
  }
  const cap = Math.max(2, shedR * 0.35);
  out += `<rect x="${r1(x - cap / 2)}" y="${y - cap}" width="${r1(cap)}" height="${r1(cap * 1.4)}" fill="${STEEL}"/>`;
  out += `<rect x="${r1(x - cap / 2)}" y="${r1(y + len - cap * 0.4)}" width="${r1(cap)}" height="${r1(cap * 1.4)}" fill="${STEEL}"/>`;
  return out;
}

/** A horizontal composite long rod insulator from x1 to x2 at y. */
function longRod(x1: number, x2: number, y: number, shedR: number, fill = SILICONE, line = '#37474f'): string {
  const n = Math.max(4, Math.round((x2 - x1) / (shedR * 0.55)));
  const step = (x2 - x1) / (n + 1);
  let out = `<rect x="${x1}" y="${r1(y - shedR * 0.14)}" width="${x2 - x1}" height="${r1(shedR * 0.28)}" fill="${line}"/>`;
  for (let i = 1; i <= n; i += 1) {
    const r = i % 2 ? shedR : shedR * 0.72;
    out += `<ellipse cx="${r1(x1 + i * step)}" cy="${y}" rx="${r1(Math.max(1, shedR * 0.2))}" ry="${r1(r)}" fill="${fill}" stroke="${line}" stroke-width="${r1(Math.max(0.6, shedR * 0.05))}"/>`;
  }
  const fw = shedR * 1.1;
  out += `<rect x="${r1(x1 - fw)}" y="${r1(y - shedR * 0.35)}" width="${r1(fw)}" height="${r1(shedR * 0.7)}" rx="${r1(shedR * 0.12)}" fill="${STEEL}" stroke="${line}" stroke-width="1.5"/>`;
  out += `<rect x="${x2}" y="${r1(y - shedR * 0.35)}" width="${r1(fw)}" height="${r1(shedR * 0.7)}" rx="${r1(shedR * 0.12)}" fill="${STEEL}" stroke="${line}" stroke-width="1.5"/>`;
  return out;
}

interface Point {
  x: number;
  y: number;
}

/** A lattice transmission tower (double circuit, three arms a side) standing at (cx, baseY), `h` tall. */
function tower(cx: number, baseY: number, h: number, color: string, insulatorFill = SILICONE): { svg: string; points: Point[] } {
  const top = baseY - h;
  const bw = h * 0.13;
  const tw = h * 0.03;
  const sw = Math.max(1, h * 0.006);
  const legX = (side: -1 | 1, y: number) => {
    const t = (baseY - y) / h;
    // Straight taper to the waist (60 %), then a narrow body to the top.
    const w = t < 0.6 ? bw - (bw - tw * 1.6) * (t / 0.6) : tw * 1.6 - (tw * 0.6 * (t - 0.6)) / 0.4;
    return cx + side * w;
  };
  let svg = `<g stroke="${color}" stroke-width="${r1(sw * 1.8)}" fill="none" stroke-linecap="round">`;
  const levels = 14;
  const ys = Array.from({ length: levels + 1 }, (_, i) => baseY - (h * 0.97 * i) / levels);
  svg += `<polyline points="${ys.map((y) => `${r1(legX(-1, y))},${r1(y)}`).join(' ')}"/>`;
  svg += `<polyline points="${ys.map((y) => `${r1(legX(1, y))},${r1(y)}`).join(' ')}"/>`;
  svg += '</g>';
  svg += `<g stroke="${color}" stroke-width="${r1(sw)}" fill="none">`;
  for (let i = 0; i < levels; i += 1) {
    const ya = ys[i];
    const yb = ys[i + 1];
    svg += `<line x1="${r1(legX(-1, ya))}" y1="${r1(ya)}" x2="${r1(legX(1, ya))}" y2="${r1(ya)}"/>`;
    svg += `<line x1="${r1(legX(-1, ya))}" y1="${r1(ya)}" x2="${r1(legX(1, yb))}" y2="${r1(yb)}"/>`;
    svg += `<line x1="${r1(legX(1, ya))}" y1="${r1(ya)}" x2="${r1(legX(-1, yb))}" y2="${r1(yb)}"/>`;
  }
  svg += '</g>';
  // Earth-wire peak.
  const peakY = top - h * 0.02;
  svg += `<path d="M${r1(legX(-1, ys[levels]))} ${r1(ys[levels])} L${cx} ${r1(peakY)} L${r1(legX(1, ys[levels]))} ${r1(ys[levels])}" stroke="${color}" stroke-width="${r1(sw * 1.5)}" fill="none"/>`;
  const points: Point[] = [{ x: cx, y: peakY }];
  const arms = [
    { y: top + h * 0.12, len: h * 0.2 },
    { y: top + h * 0.27, len: h * 0.25 },
    { y: top + h * 0.42, len: h * 0.2 },
  ];
  for (const arm of arms) {
    for (const side of [-1, 1] as const) {
      const x0 = legX(side, arm.y);
      const tip = cx + side * arm.len;
      const depth = h * 0.035;
      svg += `<path d="M${r1(x0)} ${r1(arm.y - depth)} L${r1(tip)} ${r1(arm.y)} L${r1(x0)} ${r1(arm.y + depth * 0.6)}" stroke="${color}" stroke-width="${r1(sw * 1.5)}" fill="none"/>`;
      for (let k = 1; k < 4; k += 1) {
        const xk = x0 + ((tip - x0) * k) / 4;
        const yTop = arm.y - depth + ((depth * k) / 4);
        const yBot = arm.y + depth * 0.6 - ((depth * 0.6 * k) / 4);
        svg += `<line x1="${r1(xk)}" y1="${r1(yTop)}" x2="${r1(xk)}" y2="${r1(yBot)}" stroke="${color}" stroke-width="${r1(sw)}"/>`;
      }
      const len = h * 0.1;
      svg += insulatorString(tip, arm.y, len, Math.max(2, h * 0.012), insulatorFill);
      points.push({ x: tip, y: arm.y + len });
    }
  }
  return { svg, points };
}

/** Conductors (catenary-like curves) between matching attachment points of two towers. */
function conductors(a: Point[], b: Point[], sag: number, color: string, width: number): string {
  let out = '';
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const mx = (a[i].x + b[i].x) / 2;
    const my = (a[i].y + b[i].y) / 2 + sag;
    out += `<path d="M${r1(a[i].x)} ${r1(a[i].y)} Q${r1(mx)} ${r1(my)} ${r1(b[i].x)} ${r1(b[i].y)}" stroke="${color}" stroke-width="${width}" fill="none"/>`;
  }
  return out;
}

/** Rolling hills silhouette across the width at height `y`. */
function hills(w: number, y: number, amp: number, color: string, seed: number, h: number): string {
  const rand = rng(seed);
  let d = `M0 ${h} L0 ${y}`;
  const n = 6;
  for (let i = 0; i < n; i += 1) {
    const x1 = (w * (i + 0.5)) / n;
    const x2 = (w * (i + 1)) / n;
    d += ` Q${r1(x1)} ${r1(y - amp * (0.3 + rand()))} ${r1(x2)} ${r1(y + amp * (rand() - 0.5) * 0.4)}`;
  }
  return `<path d="${d} L${w} ${h} Z" fill="${color}"/>`;
}

/** A factory hall with a sawtooth roof, windows and a roller door. */
function hall(x: number, y: number, w: number, h: number, teeth: number, wall: string, roof: string, sign?: string): string {
  const tw = w / teeth;
  const rh = h * 0.28;
  let roofPath = `M${x} ${y}`;
  for (let i = 0; i < teeth; i += 1) {
    roofPath += ` L${r1(x + i * tw)} ${r1(y - rh)} L${r1(x + (i + 1) * tw)} ${y}`;
  }
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/>`;
  out += `<path d="${roofPath} Z" fill="${roof}"/>`;
  for (let i = 0; i < teeth; i += 1) {
    out += `<line x1="${r1(x + i * tw)}" y1="${r1(y - rh)}" x2="${r1(x + i * tw)}" y2="${y}" stroke="#cfe3f7" stroke-width="${r1(Math.max(2, tw * 0.06))}"/>`;
  }
  const winY = y + h * 0.16;
  const winH = h * 0.16;
  const count = Math.max(3, Math.floor(w / (h * 0.32)));
  for (let i = 0; i < count; i += 1) {
    const wx = x + (w * (i + 0.2)) / count;
    out += `<rect x="${r1(wx)}" y="${r1(winY)}" width="${r1((w / count) * 0.6)}" height="${r1(winH)}" fill="#9ec5ea" opacity="0.9"/>`;
  }
  out += `<rect x="${r1(x + w * 0.08)}" y="${r1(y + h * 0.45)}" width="${r1(w * 0.18)}" height="${r1(h * 0.55)}" fill="#78909c"/>`;
  for (let i = 1; i < 8; i += 1) {
    out += `<line x1="${r1(x + w * 0.08)}" y1="${r1(y + h * 0.45 + (h * 0.55 * i) / 8)}" x2="${r1(x + w * 0.26)}" y2="${r1(y + h * 0.45 + (h * 0.55 * i) / 8)}" stroke="#607d8b" stroke-width="1.5"/>`;
  }
  out += `<rect x="${x}" y="${r1(y + h - h * 0.06)}" width="${w}" height="${r1(h * 0.06)}" fill="${BLUE}"/>`;
  if (sign) {
    const sw = Math.min(w * 0.42, sign.length * h * 0.12);
    const sx = x + w * 0.5;
    out += `<rect x="${r1(sx)}" y="${r1(y + h * 0.42)}" width="${r1(sw)}" height="${r1(h * 0.17)}" rx="4" fill="${NAVY}"/>`;
    out += `<text x="${r1(sx + sw / 2)}" y="${r1(y + h * 0.555)}" text-anchor="middle" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${r1(h * 0.1)}" fill="#ffffff" letter-spacing="2">${escapeXml(sign)}</text>`;
  }
  return out;
}

function tree(x: number, baseY: number, s: number, color: string): string {
  return `<rect x="${r1(x - s * 0.06)}" y="${r1(baseY - s * 0.45)}" width="${r1(s * 0.12)}" height="${r1(s * 0.45)}" fill="#5d4037"/>` +
    `<circle cx="${x}" cy="${r1(baseY - s * 0.65)}" r="${r1(s * 0.32)}" fill="${color}"/>` +
    `<circle cx="${r1(x - s * 0.2)}" cy="${r1(baseY - s * 0.5)}" r="${r1(s * 0.24)}" fill="${color}"/>` +
    `<circle cx="${r1(x + s * 0.2)}" cy="${r1(baseY - s * 0.5)}" r="${r1(s * 0.24)}" fill="${color}"/>`;
}

function truck(x: number, baseY: number, s: number, crates = true): string {
  let out = `<rect x="${x}" y="${r1(baseY - s * 0.5)}" width="${r1(s * 1.6)}" height="${r1(s * 0.38)}" fill="#eceff1" stroke="#546e7a" stroke-width="2"/>`;
  if (crates) {
    for (let i = 0; i < 4; i += 1) {
      out += `<rect x="${r1(x + s * 0.06 + i * s * 0.38)}" y="${r1(baseY - s * 0.78)}" width="${r1(s * 0.34)}" height="${r1(s * 0.28)}" fill="#c8a165" stroke="#8d6e3f" stroke-width="2"/>`;
    }
  }
  out += `<path d="M${r1(x + s * 1.6)} ${r1(baseY - s * 0.12)} V${r1(baseY - s * 0.62)} H${r1(x + s * 1.95)} L${r1(x + s * 2.1)} ${r1(baseY - s * 0.38)} V${r1(baseY - s * 0.12)} Z" fill="${BLUE}" stroke="${NAVY}" stroke-width="2"/>`;
  out += `<rect x="${r1(x + s * 1.68)}" y="${r1(baseY - s * 0.56)}" width="${r1(s * 0.26)}" height="${r1(s * 0.18)}" fill="#bbdefb"/>`;
  for (const wx of [0.3, 0.6, 1.3, 1.85]) {
    out += `<circle cx="${r1(x + s * wx)}" cy="${r1(baseY - s * 0.08)}" r="${r1(s * 0.1)}" fill="#263238"/><circle cx="${r1(x + s * wx)}" cy="${r1(baseY - s * 0.08)}" r="${r1(s * 0.04)}" fill="#90a4ae"/>`;
  }
  return out;
}

function crate(x: number, y: number, w: number, h: number): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="#c8a165" stroke="#8d6e3f" stroke-width="2"/>` +
    `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x + w)}" y2="${r1(y + h)}" stroke="#8d6e3f" stroke-width="2"/>` +
    `<line x1="${r1(x + w)}" y1="${r1(y)}" x2="${r1(x)}" y2="${r1(y + h)}" stroke="#8d6e3f" stroke-width="2"/>` +
    `<rect x="${r1(x + w * 0.3)}" y="${r1(y + h * 0.35)}" width="${r1(w * 0.4)}" height="${r1(h * 0.3)}" fill="#f5f5f5" stroke="#8d6e3f"/>`;
}

/** An interior: back wall, floor, roof trusses and strip lights. */
function interior(w: number, h: number, floorY: number): string {
  let out = `<rect width="${w}" height="${h}" fill="url(#wall)"/>`;
  out += `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#floor)"/>`;
  out += `<line x1="0" y1="${floorY}" x2="${w}" y2="${floorY}" stroke="#90a4ae" stroke-width="3"/>`;
  // Yellow safety line on the floor.
  out += `<line x1="0" y1="${r1(floorY + (h - floorY) * 0.55)}" x2="${w}" y2="${r1(floorY + (h - floorY) * 0.55)}" stroke="#fbc02d" stroke-width="6" stroke-dasharray="40 20"/>`;
  const trussY = h * 0.08;
  out += `<line x1="0" y1="${r1(trussY)}" x2="${w}" y2="${r1(trussY)}" stroke="#78909c" stroke-width="6"/>`;
  for (let x = 0; x < w; x += 80) {
    out += `<line x1="${x}" y1="${r1(trussY)}" x2="${x + 40}" y2="${r1(trussY + 30)}" stroke="#90a4ae" stroke-width="3"/><line x1="${x + 40}" y1="${r1(trussY + 30)}" x2="${x + 80}" y2="${r1(trussY)}" stroke="#90a4ae" stroke-width="3"/>`;
  }
  out += `<line x1="0" y1="${r1(trussY + 30)}" x2="${w}" y2="${r1(trussY + 30)}" stroke="#90a4ae" stroke-width="3"/>`;
  for (let x = w * 0.15; x < w; x += w * 0.3) {
    out += `<rect x="${r1(x)}" y="${r1(trussY + 44)}" width="${r1(w * 0.12)}" height="8" rx="4" fill="#fffde7"/>`;
    out += `<path d="M${r1(x - 20)} ${r1(trussY + 52)} L${r1(x + w * 0.12 + 20)} ${r1(trussY + 52)} L${r1(x + w * 0.18)} ${r1(floorY)} L${r1(x - w * 0.06)} ${r1(floorY)} Z" fill="#fffde7" opacity="0.12"/>`;
  }
  return out;
}

const INTERIOR_DEFS = linear('wall', [[0, '#dfe7ef'], [1, '#c9d5e1']]) + linear('floor', [[0, '#b0bec5'], [1, '#90a4ae']]);

const DUSK_DEFS =
  linear('sky', [[0, '#0b1d33'], [0.45, '#1d3f6e'], [0.78, '#c5704a'], [1, '#f2b36b']]) +
  `<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe0a3"/><stop offset="0.4" stop-color="#ffb56b" stop-opacity="0.7"/><stop offset="1" stop-color="#ff9a57" stop-opacity="0"/></radialGradient>`;

const DAY_DEFS = linear('sky', [[0, '#5b9be0'], [0.7, '#bcdaf5'], [1, '#e8f2fb']]) + linear('ground', [[0, '#9ccc65'], [1, '#7cb342']]) + linear('road', [[0, '#90a4ae'], [1, '#78909c']]);

const LAB_DEFS =
  linear('labwall', [[0, '#0a1626'], [1, '#13263d']]) +
  linear('labfloor', [[0, '#1c2d40'], [1, '#0c1724']]) +
  `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#e1f0ff" stop-opacity="0.95"/><stop offset="0.3" stop-color="#82b1ff" stop-opacity="0.45"/><stop offset="1" stop-color="#2962ff" stop-opacity="0"/></radialGradient>` +
  `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>`;

// ---------------------------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------------------------

/** Transmission line at dusk. `focusX` (0..1) is where the big tower stands; `scale` its relative height. */
function lineAtDusk(w: number, h: number, focusX: number, scale: number): string {
  const rand = rng(7);
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  for (let i = 0; i < 70; i += 1) {
    body += `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h * 0.35)}" r="${r1(0.6 + rand() * 1.4)}" fill="#ffffff" opacity="${r1(0.3 + rand() * 0.5)}"/>`;
  }
  const horizon = h * 0.8;
  body += `<circle cx="${r1(w * (focusX > 0.5 ? 0.3 : 0.7))}" cy="${r1(horizon)}" r="${r1(h * 0.35)}" fill="url(#sun)"/>`;
  body += hills(w, horizon - h * 0.03, h * 0.08, '#3b3552', 3, h);
  // Distant line.
  const far: { points: Point[] }[] = [];
  for (let i = 0; i < 6; i += 1) {
    const x = w * (focusX > 0.5 ? 0.05 + i * 0.12 : 0.95 - i * 0.12);
    const th = h * scale * 0.16 * (1 - i * 0.1);
    const t = tower(x, horizon + h * 0.01, th, '#2a2840', '#4a4a66');
    body += t.svg;
    far.push(t);
  }
  for (let i = 0; i < far.length - 1; i += 1) body += conductors(far[i].points, far[i + 1].points, h * 0.01, '#2a2840', 1);
  body += hills(w, horizon + h * 0.04, h * 0.05, '#231f36', 11, h);
  // Middle and front towers.
  const mid = tower(w * (focusX > 0.5 ? focusX - 0.3 : focusX + 0.3), h * 0.93, h * scale * 0.45, '#151a2c');
  const big = tower(w * focusX, h * 1.02, h * scale * 0.95, '#0d1220', '#a7b4c2');
  body += mid.svg;
  body += conductors(mid.points, big.points, h * 0.05, '#0d1220', 1.6);
  const offX = focusX > 0.5 ? w * 1.3 : -w * 0.3;
  body += conductors(big.points, big.points.map((p) => ({ x: offX, y: p.y + h * 0.1 })), h * 0.06, '#0d1220', 2.2);
  body += conductors(mid.points, mid.points.map((p) => ({ x: focusX > 0.5 ? -w * 0.2 : w * 1.2, y: p.y - h * 0.08 })), h * 0.03, '#151a2c', 1.4);
  body += big.svg;
  body += `<rect y="${r1(h * 0.96)}" width="${w}" height="${r1(h * 0.04)}" fill="#0a0f1a"/>`;
  return doc(w, h, body, DUSK_DEFS);
}

/** The works by day: halls, offices, trees, a truck, the flag. */
function works(w: number, h: number, options: { horizon: number; s: number; offsetX: number; sign?: boolean }): string {
  const { horizon, s, offsetX } = options;
  const rand = rng(21);
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  for (let i = 0; i < 5; i += 1) {
    const cx = rand() * w;
    const cy = h * (0.08 + rand() * 0.25);
    const cw = w * (0.06 + rand() * 0.08);
    body += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(cw)}" ry="${r1(cw * 0.22)}" fill="#ffffff" opacity="0.75"/><ellipse cx="${r1(cx + cw * 0.4)}" cy="${r1(cy - cw * 0.1)}" rx="${r1(cw * 0.5)}" ry="${r1(cw * 0.22)}" fill="#ffffff" opacity="0.8"/>`;
  }
  const y0 = h * horizon;
  body += hills(w, y0 - h * 0.02, h * 0.04, '#a5c4a0', 5, h);
  body += `<rect y="${r1(y0)}" width="${w}" height="${r1(h - y0)}" fill="url(#ground)"/>`;
  // Background line crossing the site.
  const t1 = tower(w * 0.06 + offsetX, y0 + 2, s * 1.6, '#607d8b');
  const t2 = tower(w * 0.98 + offsetX, y0 + 2, s * 1.4, '#607d8b');
  body += t1.svg + t2.svg + conductors(t1.points, t2.points, s * 0.12, '#607d8b', 1.2);
  // Chimney and water tank.
  body += `<rect x="${r1(w * 0.8 + offsetX)}" y="${r1(y0 - s * 1.5)}" width="${r1(s * 0.12)}" height="${r1(s * 1.5)}" fill="#b0bec5"/><rect x="${r1(w * 0.8 + offsetX)}" y="${r1(y0 - s * 1.3)}" width="${r1(s * 0.12)}" height="${r1(s * 0.08)}" fill="#e53935"/><rect x="${r1(w * 0.8 + offsetX)}" y="${r1(y0 - s * 1.1)}" width="${r1(s * 0.12)}" height="${r1(s * 0.08)}" fill="#e53935"/>`;
  body += `<rect x="${r1(w * 0.12 + offsetX)}" y="${r1(y0 - s * 1.05)}" width="${r1(s * 0.3)}" height="${r1(s * 0.22)}" rx="6" fill="#cfd8dc" stroke="#90a4ae" stroke-width="2"/><line x1="${r1(w * 0.13 + offsetX)}" y1="${r1(y0 - s * 0.83)}" x2="${r1(w * 0.12 + offsetX)}" y2="${r1(y0)}" stroke="#90a4ae" stroke-width="3"/><line x1="${r1(w * 0.12 + offsetX + s * 0.28)}" y1="${r1(y0 - s * 0.83)}" x2="${r1(w * 0.12 + offsetX + s * 0.3)}" y2="${r1(y0)}" stroke="#90a4ae" stroke-width="3"/>`;
  // Halls.
  body += hall(w * 0.22 + offsetX, y0 - s * 0.7, s * 2.1, s * 0.7, 6, '#eceff1', '#90a4ae');
  body += hall(w * 0.45 + offsetX, y0 - s * 0.85, s * 2.6, s * 0.85, 7, '#f5f7f9', '#78909c', options.sign ? 'RADHE' : undefined);
  // Office block.
  const ox = w * 0.16 + offsetX;
  body += `<rect x="${r1(ox)}" y="${r1(y0 - s * 0.55)}" width="${r1(s * 0.7)}" height="${r1(s * 0.55)}" fill="#ffffff" stroke="#b0bec5" stroke-width="2"/>`;
  for (let row = 0; row < 3; row += 1) {
    body += `<rect x="${r1(ox + s * 0.05)}" y="${r1(y0 - s * 0.5 + row * s * 0.16)}" width="${r1(s * 0.6)}" height="${r1(s * 0.1)}" fill="#64b5f6" opacity="0.85"/>`;
  }
  // Flag.
  const fx = ox - s * 0.12;
  body += `<line x1="${r1(fx)}" y1="${r1(y0)}" x2="${r1(fx)}" y2="${r1(y0 - s * 0.95)}" stroke="#90a4ae" stroke-width="3"/><path d="M${r1(fx)} ${r1(y0 - s * 0.95)} q${r1(s * 0.15)} ${r1(-s * 0.04)} ${r1(s * 0.3)} 0 v${r1(s * 0.16)} q${r1(-s * 0.15)} ${r1(s * 0.04)} ${r1(-s * 0.3)} 0 Z" fill="${BLUE}"/>`;
  // Road, yard, truck, trees.
  body += `<path d="M0 ${r1(y0 + h * 0.08)} L${w} ${r1(y0 + h * 0.05)} L${w} ${r1(y0 + h * 0.13)} L0 ${r1(y0 + h * 0.17)} Z" fill="url(#road)"/>`;
  body += `<path d="M0 ${r1(y0 + h * 0.125)} L${w} ${r1(y0 + h * 0.09)}" stroke="#ffffff" stroke-width="3" stroke-dasharray="30 24"/>`;
  body += truck(w * 0.62 + offsetX, y0 + h * 0.03, s * 0.42);
  for (let i = 0; i < 9; i += 1) {
    const x = w * (0.02 + i * 0.12) + rand() * 30;
    body += tree(x, y0 + h * 0.22 + rand() * h * 0.05, s * (0.35 + rand() * 0.15), i % 2 ? '#558b2f' : '#689f38');
  }
  return doc(w, h, body, DAY_DEFS);
}

/** Impulse generator: a column of capacitor stages with grading rings on top. */
function impulseGenerator(cx: number, baseY: number, h: number): string {
  const stages = 10;
  const sh = (h * 0.82) / stages;
  const wdt = h * 0.16;
  let out = `<rect x="${r1(cx - wdt * 0.8)}" y="${r1(baseY - h * 0.04)}" width="${r1(wdt * 1.6)}" height="${r1(h * 0.04)}" fill="#37474f"/>`;
  for (let i = 0; i < stages; i += 1) {
    const y = baseY - h * 0.04 - (i + 1) * sh;
    out += `<rect x="${r1(cx - wdt / 2)}" y="${r1(y)}" width="${r1(wdt)}" height="${r1(sh * 0.7)}" rx="4" fill="#8d6e63" stroke="#4e342e" stroke-width="1.5"/>`;
    out += `<rect x="${r1(cx - wdt * 0.62)}" y="${r1(y + sh * 0.7)}" width="${r1(wdt * 1.24)}" height="${r1(sh * 0.3)}" fill="#cfd8dc"/>`;
    out += `<circle cx="${r1(cx + wdt * 0.62)}" cy="${r1(y + sh * 0.85)}" r="${r1(sh * 0.13)}" fill="#eceff1"/>`;
  }
  const topY = baseY - h * 0.86;
  out += `<ellipse cx="${cx}" cy="${r1(topY)}" rx="${r1(wdt * 1.2)}" ry="${r1(h * 0.035)}" fill="none" stroke="#cfd8dc" stroke-width="${r1(h * 0.02)}"/>`;
  out += `<ellipse cx="${cx}" cy="${r1(topY - h * 0.06)}" rx="${r1(wdt * 0.9)}" ry="${r1(h * 0.028)}" fill="none" stroke="#eceff1" stroke-width="${r1(h * 0.018)}"/>`;
  return out;
}

/** A jagged discharge arc between two points, with glow. */
function arc(a: Point, b: Point, seed: number, width: number): string {
  const rand = rng(seed);
  const n = 14;
  let pts = `${a.x},${a.y}`;
  for (let i = 1; i < n; i += 1) {
    const t = i / n;
    const x = a.x + (b.x - a.x) * t + (rand() - 0.5) * 40;
    const y = a.y + (b.y - a.y) * t + (rand() - 0.5) * 40;
    pts += ` ${r1(x)},${r1(y)}`;
  }
  pts += ` ${b.x},${b.y}`;
  return `<polyline points="${pts}" fill="none" stroke="#82b1ff" stroke-width="${width * 4}" opacity="0.5" filter="url(#blur)"/>` +
    `<polyline points="${pts}" fill="none" stroke="#e3f2fd" stroke-width="${width}" stroke-linejoin="round"/>`;
}

/** The high-voltage laboratory: impulse generator, divider, insulator under test and a flashover arc. */
function lab(w: number, h: number, focusX: number, s: number): string {
  let body = `<rect width="${w}" height="${h}" fill="url(#labwall)"/>`;
  const floorY = h * 0.84;
  body += `<rect y="${r1(floorY)}" width="${w}" height="${r1(h - floorY)}" fill="url(#labfloor)"/>`;
  // Wall grid (Faraday cage mesh).
  for (let x = 0; x < w; x += 48) body += `<line x1="${x}" y1="0" x2="${x}" y2="${r1(floorY)}" stroke="#1b3350" stroke-width="1"/>`;
  for (let y = 0; y < floorY; y += 48) body += `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="#1b3350" stroke-width="1"/>`;
  const gx = w * focusX;
  body += impulseGenerator(gx, floorY, s);
  // Divider on the other side and the test object between.
  const tx = gx - s * 0.55;
  const topY = floorY - s * 0.62;
  body += `<rect x="${r1(tx - s * 0.05)}" y="${r1(floorY - s * 0.06)}" width="${r1(s * 0.1)}" height="${r1(s * 0.06)}" fill="#455a64"/>`;
  body += insulatorString(tx, topY, s * 0.56, s * 0.045, '#9e9e9e', '#263238');
  body += `<ellipse cx="${r1(tx)}" cy="${r1(topY - s * 0.02)}" rx="${r1(s * 0.09)}" ry="${r1(s * 0.02)}" fill="none" stroke="#cfd8dc" stroke-width="${r1(s * 0.012)}"/>`;
  // Lead from generator top to the test object.
  body += `<path d="M${r1(gx)} ${r1(floorY - s * 0.92)} Q${r1((gx + tx) / 2)} ${r1(floorY - s * 1.02)} ${r1(tx)} ${r1(topY - s * 0.03)}" stroke="#b0bec5" stroke-width="${r1(s * 0.008)}" fill="none"/>`;
  // Flashover along the insulator.
  body += `<circle cx="${r1(tx)}" cy="${r1(topY + s * 0.28)}" r="${r1(s * 0.28)}" fill="url(#glow)"/>`;
  body += arc({ x: tx + s * 0.03, y: topY + s * 0.02 }, { x: tx + s * 0.05, y: floorY - s * 0.04 }, 3, Math.max(2, s * 0.006));
  // Barrier railing.
  body += `<line x1="0" y1="${r1(floorY + h * 0.06)}" x2="${w}" y2="${r1(floorY + h * 0.06)}" stroke="#fbc02d" stroke-width="6"/>`;
  for (let x = 20; x < w; x += 90) body += `<line x1="${x}" y1="${r1(floorY + h * 0.06)}" x2="${x}" y2="${h}" stroke="#fbc02d" stroke-width="5"/>`;
  return doc(w, h, body, LAB_DEFS);
}

function injectionMoulding(w: number, h: number): string {
  const floorY = h * 0.78;
  let body = interior(w, h, floorY);
  const x = w * 0.12;
  const mw = w * 0.76;
  const top = h * 0.28;
  // Machine frame.
  body += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(mw)}" height="${r1(floorY - top)}" rx="10" fill="#eceff1" stroke="#546e7a" stroke-width="3"/>`;
  body += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(mw)}" height="${r1(h * 0.06)}" fill="${BLUE}"/>`;
  body += `<text x="${r1(x + 20)}" y="${r1(top + h * 0.042)}" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="${r1(h * 0.028)}" font-weight="700" fill="#ffffff">SRC 765 · INJECTION</text>`;
  // Platens and tie bars.
  const py = top + h * 0.1;
  const ph = floorY - py - h * 0.12;
  body += `<rect x="${r1(x + mw * 0.05)}" y="${r1(py)}" width="${r1(mw * 0.12)}" height="${r1(ph)}" fill="#90a4ae" stroke="#455a64" stroke-width="2"/>`;
  body += `<rect x="${r1(x + mw * 0.83)}" y="${r1(py)}" width="${r1(mw * 0.12)}" height="${r1(ph)}" fill="#90a4ae" stroke="#455a64" stroke-width="2"/>`;
  for (const f of [0.12, 0.88]) body += `<line x1="${r1(x + mw * 0.17)}" y1="${r1(py + ph * f)}" x2="${r1(x + mw * 0.83)}" y2="${r1(py + ph * f)}" stroke="#cfd8dc" stroke-width="${r1(h * 0.012)}"/>`;
  // Mould halves with the insulator inside.
  body += `<rect x="${r1(x + mw * 0.2)}" y="${r1(py + ph * 0.22)}" width="${r1(mw * 0.6)}" height="${r1(ph * 0.56)}" fill="#607d8b" stroke="#37474f" stroke-width="2"/>`;
  body += `<rect x="${r1(x + mw * 0.22)}" y="${r1(py + ph * 0.28)}" width="${r1(mw * 0.56)}" height="${r1(ph * 0.44)}" fill="#455a64"/>`;
  body += longRod(x + mw * 0.27, x + mw * 0.73, py + ph * 0.5, ph * 0.16, '#9aa5b1', '#263238');
  // Hydraulic cylinders on top.
  for (const f of [0.3, 0.7]) {
    body += `<rect x="${r1(x + mw * f - 18)}" y="${r1(top - h * 0.1)}" width="36" height="${r1(h * 0.1)}" fill="#b0bec5" stroke="#546e7a" stroke-width="2"/>`;
  }
  // Hopper / injection unit.
  body += `<path d="M${r1(x + mw * 0.45)} ${r1(top - h * 0.17)} h${r1(mw * 0.1)} l${r1(-mw * 0.03)} ${r1(h * 0.07)} h${r1(-mw * 0.04)} Z" fill="${BLUE}" stroke="${NAVY}" stroke-width="2"/>`;
  body += `<rect x="${r1(x + mw * 0.485)}" y="${r1(top - h * 0.1)}" width="${r1(mw * 0.03)}" height="${r1(h * 0.1)}" fill="#78909c"/>`;
  // Control panel.
  body += `<rect x="${r1(x + mw * 0.62)}" y="${r1(floorY - h * 0.1)}" width="${r1(mw * 0.3)}" height="${r1(h * 0.08)}" rx="6" fill="#263238"/>`;
  body += `<rect x="${r1(x + mw * 0.64)}" y="${r1(floorY - h * 0.09)}" width="${r1(mw * 0.14)}" height="${r1(h * 0.05)}" fill="#4fc3f7"/>`;
  body += `<circle cx="${r1(x + mw * 0.84)}" cy="${r1(floorY - h * 0.065)}" r="${r1(h * 0.012)}" fill="#66bb6a"/><circle cx="${r1(x + mw * 0.88)}" cy="${r1(floorY - h * 0.065)}" r="${r1(h * 0.012)}" fill="#ef5350"/>`;
  return doc(w, h, body, INTERIOR_DEFS);
}

function crimping(w: number, h: number): string {
  const floorY = h * 0.8;
  let body = interior(w, h, floorY);
  const cx = w * 0.5;
  const cy = h * 0.5;
  // Bench.
  body += `<rect x="${r1(w * 0.05)}" y="${r1(cy + h * 0.12)}" width="${r1(w * 0.9)}" height="${r1(h * 0.04)}" fill="#546e7a"/>`;
  body += `<rect x="${r1(w * 0.08)}" y="${r1(cy + h * 0.16)}" width="16" height="${r1(floorY - cy - h * 0.16)}" fill="#455a64"/><rect x="${r1(w * 0.9)}" y="${r1(cy + h * 0.16)}" width="16" height="${r1(floorY - cy - h * 0.16)}" fill="#455a64"/>`;
  // Crimping head (octagon).
  const r = h * 0.2;
  const oct = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI / 8) * (2 * i + 1);
    return `${r1(cx + r * Math.cos(a))},${r1(cy + r * Math.sin(a))}`;
  }).join(' ');
  body += `<polygon points="${oct}" fill="${BLUE}" stroke="${NAVY}" stroke-width="4"/>`;
  body += `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.55)}" fill="#cfd8dc" stroke="#546e7a" stroke-width="3"/>`;
  for (let i = 0; i < 8; i += 1) {
    const a = (Math.PI / 4) * i;
    body += `<line x1="${r1(cx + r * 0.3 * Math.cos(a))}" y1="${r1(cy + r * 0.3 * Math.sin(a))}" x2="${r1(cx + r * 0.55 * Math.cos(a))}" y2="${r1(cy + r * 0.55 * Math.sin(a))}" stroke="#546e7a" stroke-width="3"/>`;
  }
  // Rod through the head, fitting at the head, sheds to the left.
  body += longRod(w * 0.08, cx - r * 0.3, cy, h * 0.08, '#9aa5b1', '#263238');
  body += `<rect x="${r1(cx - r * 0.3)}" y="${r1(cy - h * 0.03)}" width="${r1(r * 0.9)}" height="${r1(h * 0.06)}" rx="6" fill="#b0bec5" stroke="#455a64" stroke-width="2"/>`;
  body += `<circle cx="${r1(cx + r * 0.75)}" cy="${cy}" r="${r1(h * 0.035)}" fill="#b0bec5" stroke="#455a64" stroke-width="2"/>`;
  // Pressure gauge and control box.
  body += `<rect x="${r1(w * 0.74)}" y="${r1(h * 0.26)}" width="${r1(w * 0.18)}" height="${r1(h * 0.3)}" rx="8" fill="#263238"/>`;
  body += `<circle cx="${r1(w * 0.83)}" cy="${r1(h * 0.36)}" r="${r1(h * 0.06)}" fill="#ffffff" stroke="#90a4ae" stroke-width="3"/>`;
  body += `<line x1="${r1(w * 0.83)}" y1="${r1(h * 0.36)}" x2="${r1(w * 0.855)}" y2="${r1(h * 0.325)}" stroke="#e53935" stroke-width="3"/>`;
  body += `<rect x="${r1(w * 0.76)}" y="${r1(h * 0.46)}" width="${r1(w * 0.14)}" height="${r1(h * 0.06)}" fill="#4fc3f7"/>`;
  body += `<path d="M${r1(w * 0.74)} ${r1(h * 0.5)} Q${r1(w * 0.68)} ${r1(h * 0.6)} ${r1(cx + r * 0.6)} ${r1(cy + r * 0.6)}" stroke="#212121" stroke-width="6" fill="none"/>`;
  return doc(w, h, body, INTERIOR_DEFS);
}

/** A horizontal tensile machine pulling a long rod insulator. */
function tensile(h: number, y: number, x1: number, x2: number): string {
  let out = `<rect x="${r1(x1)}" y="${r1(y + h * 0.06)}" width="${r1(x2 - x1)}" height="${r1(h * 0.05)}" fill="#455a64"/>`;
  out += `<rect x="${r1(x1)}" y="${r1(y - h * 0.12)}" width="${r1((x2 - x1) * 0.1)}" height="${r1(h * 0.23)}" rx="6" fill="${BLUE}" stroke="${NAVY}" stroke-width="3"/>`;
  out += `<rect x="${r1(x2 - (x2 - x1) * 0.16)}" y="${r1(y - h * 0.14)}" width="${r1((x2 - x1) * 0.16)}" height="${r1(h * 0.25)}" rx="6" fill="${BLUE}" stroke="${NAVY}" stroke-width="3"/>`;
  out += `<rect x="${r1(x2 - (x2 - x1) * 0.26)}" y="${r1(y - h * 0.03)}" width="${r1((x2 - x1) * 0.1)}" height="${r1(h * 0.06)}" fill="#cfd8dc" stroke="#546e7a" stroke-width="2"/>`;
  for (const f of [-0.09, 0.09]) out += `<line x1="${r1(x1 + (x2 - x1) * 0.1)}" y1="${r1(y + h * f)}" x2="${r1(x2 - (x2 - x1) * 0.16)}" y2="${r1(y + h * f)}" stroke="#b0bec5" stroke-width="${r1(h * 0.012)}"/>`;
  out += longRod(x1 + (x2 - x1) * 0.16, x2 - (x2 - x1) * 0.32, y, h * 0.055, '#9aa5b1', '#263238');
  return out;
}

function routineTesting(w: number, h: number): string {
  const floorY = h * 0.8;
  let body = interior(w, h, floorY);
  body += tensile(h, h * 0.62, w * 0.04, w * 0.96);
  // Load display.
  body += `<rect x="${r1(w * 0.2)}" y="${r1(h * 0.22)}" width="${r1(w * 0.6)}" height="${r1(h * 0.22)}" rx="10" fill="#102a43"/>`;
  body += `<text x="${r1(w * 0.5)}" y="${r1(h * 0.3)}" text-anchor="middle" font-family="Liberation Mono, DejaVu Sans Mono, monospace" font-size="${r1(h * 0.035)}" fill="#90caf9">ROUTINE LOAD TEST</text>`;
  body += `<text x="${r1(w * 0.5)}" y="${r1(h * 0.39)}" text-anchor="middle" font-family="Liberation Mono, DejaVu Sans Mono, monospace" font-size="${r1(h * 0.06)}" font-weight="700" fill="#69f0ae">60 kN · PASS</text>`;
  // Stacked insulators waiting.
  for (let i = 0; i < 3; i += 1) {
    body += longRod(w * 0.12, w * 0.7, floorY + h * 0.05 + i * h * 0.045, h * 0.018, '#9aa5b1', '#37474f');
  }
  return doc(w, h, body, INTERIOR_DEFS);
}

function stores(w: number, h: number): string {
  const floorY = h * 0.84;
  let body = interior(w, h, floorY);
  const rackX = [w * 0.06, w * 0.54];
  for (const rx of rackX) {
    const rw = w * 0.4;
    const top = h * 0.2;
    body += `<rect x="${r1(rx)}" y="${r1(top)}" width="10" height="${r1(floorY - top)}" fill="#1565c0"/><rect x="${r1(rx + rw - 10)}" y="${r1(top)}" width="10" height="${r1(floorY - top)}" fill="#1565c0"/>`;
    for (let level = 0; level < 3; level += 1) {
      const ly = top + ((floorY - top) * (level + 1)) / 3;
      body += `<rect x="${r1(rx)}" y="${r1(ly - 8)}" width="${r1(rw)}" height="10" fill="#ff8f00"/>`;
      const ch = (floorY - top) / 3 - 26;
      for (let c = 0; c < 2; c += 1) body += crate(rx + 18 + c * (rw - 36) / 2, ly - 8 - ch, (rw - 48) / 2, ch);
    }
  }
  return doc(w, h, body, INTERIOR_DEFS);
}

function dispatch(w: number, h: number): string {
  const rand = rng(33);
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  const dockY = h * 0.7;
  // Building with dock doors.
  body += `<rect x="0" y="${r1(h * 0.2)}" width="${w}" height="${r1(dockY - h * 0.2)}" fill="#eceff1"/>`;
  body += `<rect x="0" y="${r1(h * 0.2)}" width="${w}" height="${r1(h * 0.04)}" fill="${BLUE}"/>`;
  for (const dx of [0.08, 0.56]) {
    body += `<rect x="${r1(w * dx)}" y="${r1(h * 0.34)}" width="${r1(w * 0.36)}" height="${r1(dockY - h * 0.34)}" fill="#546e7a"/>`;
    for (let i = 1; i < 10; i += 1) body += `<line x1="${r1(w * dx)}" y1="${r1(h * 0.34 + ((dockY - h * 0.34) * i) / 10)}" x2="${r1(w * (dx + 0.36))}" y2="${r1(h * 0.34 + ((dockY - h * 0.34) * i) / 10)}" stroke="#455a64" stroke-width="2"/>`;
  }
  body += `<rect y="${r1(dockY)}" width="${w}" height="${r1(h - dockY)}" fill="#90a4ae"/>`;
  body += `<rect y="${r1(dockY)}" width="${w}" height="${r1(h * 0.03)}" fill="#fbc02d"/>`;
  // Truck (side view) and crates.
  body += truck(w * 0.03, h * 0.95, w * 0.3);
  for (let i = 0; i < 3; i += 1) body += crate(w * (0.62 + i * 0.1) + rand() * 4, dockY - h * 0.08, w * 0.09, h * 0.08);
  // Forklift.
  const fx = w * 0.8;
  const fy = dockY + h * 0.18;
  body += `<rect x="${r1(fx)}" y="${r1(fy - h * 0.1)}" width="${r1(w * 0.16)}" height="${r1(h * 0.08)}" rx="6" fill="#ffb300" stroke="#e65100" stroke-width="2"/>`;
  body += `<path d="M${r1(fx + w * 0.03)} ${r1(fy - h * 0.1)} V${r1(fy - h * 0.2)} H${r1(fx + w * 0.12)} V${r1(fy - h * 0.1)}" fill="none" stroke="#37474f" stroke-width="5"/>`;
  body += `<rect x="${r1(fx - w * 0.015)}" y="${r1(fy - h * 0.24)}" width="8" height="${r1(h * 0.22)}" fill="#37474f"/>`;
  body += `<rect x="${r1(fx - w * 0.09)}" y="${r1(fy - h * 0.03)}" width="${r1(w * 0.08)}" height="6" fill="#37474f"/>`;
  body += crate(fx - w * 0.09, fy - h * 0.1, w * 0.075, h * 0.07);
  for (const wx of [0.03, 0.13]) body += `<circle cx="${r1(fx + w * wx)}" cy="${r1(fy)}" r="${r1(h * 0.022)}" fill="#263238"/>`;
  return doc(w, h, body, DAY_DEFS);
}

function ageingChamber(w: number, h: number): string {
  const rand = rng(51);
  const floorY = h * 0.86;
  let body = interior(w, h, floorY);
  const cx = w * 0.12;
  const cw = w * 0.76;
  const top = h * 0.18;
  body += `<rect x="${r1(cx)}" y="${r1(top)}" width="${r1(cw)}" height="${r1(floorY - top)}" rx="12" fill="#eceff1" stroke="#546e7a" stroke-width="4"/>`;
  body += `<rect x="${r1(cx + cw * 0.05)}" y="${r1(top + h * 0.06)}" width="${r1(cw * 0.9)}" height="${r1(floorY - top - h * 0.16)}" rx="8" fill="#c5d9ea" stroke="#78909c" stroke-width="3"/>`;
  // UV lamps.
  for (let i = 0; i < 4; i += 1) body += `<rect x="${r1(cx + cw * (0.12 + i * 0.2))}" y="${r1(top + h * 0.08)}" width="${r1(cw * 0.14)}" height="8" rx="4" fill="#b388ff"/>`;
  // Insulators under voltage.
  for (let i = 0; i < 3; i += 1) {
    const x = cx + cw * (0.25 + i * 0.25);
    body += insulatorString(x, top + h * 0.14, h * 0.42, h * 0.028, '#8c99a6', '#37474f');
  }
  // Fog droplets.
  for (let i = 0; i < 160; i += 1) {
    body += `<circle cx="${r1(cx + cw * 0.06 + rand() * cw * 0.88)}" cy="${r1(top + h * 0.08 + rand() * (floorY - top - h * 0.2))}" r="${r1(1 + rand() * 3)}" fill="#ffffff" opacity="${r1(0.3 + rand() * 0.5)}"/>`;
  }
  body += `<text x="${r1(cx + cw * 0.5)}" y="${r1(floorY - h * 0.03)}" text-anchor="middle" font-family="Liberation Mono, DejaVu Sans Mono, monospace" font-size="${r1(h * 0.035)}" font-weight="700" fill="#37474f">5000 h MULTI-STRESS AGEING</text>`;
  return doc(w, h, body, INTERIOR_DEFS);
}

function mechanicalLoad(w: number, h: number): string {
  const floorY = h * 0.78;
  let body = interior(w, h, floorY);
  body += tensile(h, h * 0.55, w * 0.04, w * 0.96);
  // Load–time chart.
  const gx = w * 0.28;
  const gy = h * 0.16;
  const gw = w * 0.44;
  const gh = h * 0.2;
  body += `<rect x="${r1(gx)}" y="${r1(gy)}" width="${r1(gw)}" height="${r1(gh)}" rx="8" fill="#102a43"/>`;
  body += `<polyline points="${r1(gx + 20)},${r1(gy + gh - 16)} ${r1(gx + gw * 0.3)},${r1(gy + gh * 0.35)} ${r1(gx + gw * 0.8)},${r1(gy + gh * 0.33)} ${r1(gx + gw - 20)},${r1(gy + gh - 16)}" fill="none" stroke="#69f0ae" stroke-width="4"/>`;
  body += `<line x1="${r1(gx + 20)}" y1="${r1(gy + gh - 16)}" x2="${r1(gx + gw - 20)}" y2="${r1(gy + gh - 16)}" stroke="#546e7a" stroke-width="2"/>`;
  return doc(w, h, body, INTERIOR_DEFS);
}

// ---------------------------------------------------------------------------------------------------------------
// World map (dotted, equirectangular)
// ---------------------------------------------------------------------------------------------------------------

/** Rough continent outlines as [lon, lat] rings: enough for a dotted map, not for navigation. */
const LAND: [number, number][][] = [
  // North America
  [[-168, 66], [-162, 70], [-140, 70], [-125, 71], [-95, 72], [-80, 70], [-62, 60], [-56, 52], [-66, 45], [-70, 42], [-76, 35], [-81, 31], [-80, 25], [-84, 30], [-90, 29], [-97, 27], [-97, 21], [-91, 18], [-87, 21], [-88, 16], [-83, 10], [-79, 8], [-84, 9], [-92, 14], [-105, 20], [-110, 24], [-114, 30], [-117, 33], [-124, 40], [-124, 48], [-133, 56], [-150, 60], [-160, 58], [-166, 62]],
  // Greenland
  [[-52, 60], [-44, 60], [-35, 66], [-20, 70], [-18, 77], [-30, 83], [-55, 82], [-70, 78], [-58, 72]],
  // South America
  [[-78, 8], [-72, 12], [-62, 11], [-52, 5], [-44, -2], [-35, -6], [-39, -14], [-41, -22], [-48, -26], [-53, -34], [-58, -39], [-65, -41], [-66, -48], [-70, -53], [-74, -50], [-73, -40], [-71, -30], [-70, -18], [-76, -14], [-81, -5], [-80, 1]],
  // Europe
  [[-10, 36], [-9, 43], [-2, 44], [-4, 48], [2, 51], [8, 54], [10, 57], [5, 59], [6, 63], [14, 67], [20, 70], [30, 71], [40, 67], [45, 60], [40, 50], [30, 46], [28, 41], [24, 38], [20, 40], [16, 38], [12, 44], [8, 44], [3, 43], [-2, 37]],
  // Great Britain and Ireland
  [[-5, 50], [1, 51], [2, 53], [-2, 56], [-4, 58.5], [-6, 57], [-5, 54]],
  [[-10, 52], [-6, 52], [-6, 55], [-9, 54.5]],
  // Scandinavia's Baltic side filled by Europe; Iceland
  [[-24, 64], [-14, 64], [-14, 66], [-22, 66.5]],
  // Africa
  [[-17, 15], [-17, 21], [-13, 27], [-9, 32], [-6, 36], [10, 37], [11, 33], [20, 31], [32, 31], [34, 28], [39, 19], [43, 12], [51, 12], [48, 5], [40, -3], [40, -15], [35, -24], [32, -29], [27, -34], [20, -35], [18, -31], [12, -18], [13, -8], [9, -1], [9, 4], [5, 6], [-4, 5], [-8, 4], [-13, 8]],
  // Madagascar
  [[44, -25], [47, -25], [50, -15], [49, -12], [44, -17]],
  // Arabia
  [[35, 28], [36, 32], [39, 32], [48, 30], [51, 25], [56, 26], [59, 22], [55, 17], [45, 13], [43, 16], [39, 21]],
  // Asia (mainland incl. India and South-East Asia)
  [[28, 41], [36, 37], [36, 42], [42, 42], [48, 38], [50, 45], [52, 37], [57, 37], [62, 25], [67, 24], [70, 21], [73, 16], [77, 8], [80, 13], [80, 16], [87, 21], [92, 22], [94, 17], [98, 16], [98, 9], [100, 7], [103, 1], [104, 10], [109, 12], [108, 18], [110, 21], [117, 23], [122, 30], [121, 37], [117, 39], [122, 40], [129, 35], [130, 43], [140, 48], [143, 54], [137, 55], [141, 59], [155, 59], [163, 62], [180, 66], [180, 71], [160, 70], [140, 73], [115, 73], [100, 78], [80, 73], [70, 73], [60, 70], [50, 68], [45, 60], [40, 50], [40, 45], [30, 46]],
  // Sri Lanka
  [[79.8, 6], [81.8, 6.5], [81.2, 9.5], [80, 9.7]],
  // Japan
  [[130, 31], [135, 33.5], [140, 35], [141, 39], [142, 43], [145, 44], [141, 45.5], [139.5, 41], [136, 37], [131, 34]],
  // Indonesia, Borneo, New Guinea, Philippines
  [[95, 5], [98, 4], [106, -6], [104, -6], [100, -2]],
  [[105, -6.5], [115, -8], [114, -8.8], [106, -7.5]],
  [[109, 1], [111, -3], [116, -4], [119, 1], [117, 7], [113, 3]],
  [[131, -1], [141, -3], [150, -10], [143, -9], [137, -5]],
  [[120, 18], [123, 14], [126, 7], [125, 10], [122, 12], [120, 15]],
  // Australia
  [[114, -22], [114, -34], [118, -35], [124, -33], [131, -31], [138, -35], [141, -38], [147, -38.5], [150, -37], [153, -29], [153, -25], [146, -19], [142, -11], [140, -17], [136, -12], [130, -12], [126, -14], [122, -18]],
  // New Zealand
  [[172.6, -34.5], [178, -38], [175, -41.5], [171, -44], [167, -46], [170, -42]],
];

function inside(lon: number, lat: number, ring: [number, number][]): boolean {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Places where the storefront's insulators are installed (markers on the map): [lon, lat, label]. */
const MARKETS: [number, number, string][] = [
  [73.2, 22.3, 'Vadodara'],
  [-75.2, 40.3, 'Pennsylvania'],
  [46.7, 24.7, ''],
  [55.3, 25.2, ''],
  [36.8, -1.3, ''],
  [3.4, 6.5, ''],
  [28, -26.2, ''],
  [90.4, 23.8, ''],
  [85.3, 27.7, ''],
  [100.5, 13.7, ''],
  [106.8, -6.2, ''],
  [-46.6, -23.5, ''],
  [-99.1, 19.4, ''],
  [-58.4, -34.6, ''],
  [15, 50, ''],
  [5, 52, ''],
  [31.2, 30, ''],
  [44.4, 33.3, ''],
  [67, 24.9, ''],
  [80.6, 7.3, ''],
  [-79.4, 43.7, ''],
];

function worldMap(w: number, h: number): string {
  const project = (lon: number, lat: number): Point => ({ x: ((lon + 180) / 360) * w, y: ((80 - lat) / 140) * h });
  let body = `<rect width="${w}" height="${h}" fill="#0f2a44"/>`;
  const step = 2.2;
  for (let lat = 78; lat > -58; lat -= step) {
    for (let lon = -178; lon < 180; lon += step) {
      if (LAND.some((ring) => inside(lon, lat, ring))) {
        const p = project(lon, lat);
        body += `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="${r1(w / 470)}" fill="#3d6fa3"/>`;
      }
    }
  }
  const home = project(73.2, 22.3);
  for (const [lon, lat] of MARKETS.slice(1)) {
    const p = project(lon, lat);
    const mx = (home.x + p.x) / 2;
    const my = Math.min(home.y, p.y) - Math.abs(home.x - p.x) * 0.18;
    body += `<path d="M${r1(home.x)} ${r1(home.y)} Q${r1(mx)} ${r1(my)} ${r1(p.x)} ${r1(p.y)}" fill="none" stroke="#64b5f6" stroke-width="1.5" opacity="0.45"/>`;
  }
  for (const [lon, lat, label] of MARKETS) {
    const p = project(lon, lat);
    const main = label !== '';
    body += `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="${main ? 16 : 11}" fill="${main ? '#ffb300' : '#42a5f5'}" opacity="0.25"/>`;
    body += `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="${main ? 7 : 5}" fill="${main ? '#ffb300' : '#90caf9'}" stroke="#ffffff" stroke-width="2"/>`;
    if (main) {
      body += `<text x="${r1(p.x + 14)}" y="${r1(p.y - 12)}" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>`;
    }
  }
  return doc(w, h, body);
}

// ---------------------------------------------------------------------------------------------------------------
// Client wordmarks (invented names, drawn marks)
// ---------------------------------------------------------------------------------------------------------------

const MARK_COLOURS = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f', '#283593', '#ad1457', '#4e342e', '#00695c', '#f9a825', '#37474f'];
const FONTS = ['Liberation Sans, Arial, sans-serif', 'DejaVu Sans, Verdana, sans-serif', 'Liberation Serif, Georgia, serif', 'Liberation Sans Narrow, Arial Narrow, sans-serif', 'DejaVu Serif, Georgia, serif'];

function mark(kind: number, x: number, y: number, s: number, c: string, c2: string, initials: string): string {
  switch (kind) {
    case 0: // bolt in a circle
      return `<circle cx="${x}" cy="${y}" r="${s}" fill="${c}"/><path d="M${x + s * 0.1} ${y - s * 0.7} L${x - s * 0.4} ${y + s * 0.1} H${x} L${x - s * 0.1} ${y + s * 0.7} L${x + s * 0.4} ${y - s * 0.1} H${x} Z" fill="#ffffff"/>`;
    case 1: // sun
      return `<circle cx="${x}" cy="${y}" r="${s * 0.45}" fill="${c}"/>` + Array.from({ length: 10 }, (_, i) => {
        const a = (Math.PI * 2 * i) / 10;
        return `<line x1="${r1(x + Math.cos(a) * s * 0.62)}" y1="${r1(y + Math.sin(a) * s * 0.62)}" x2="${r1(x + Math.cos(a) * s * 0.95)}" y2="${r1(y + Math.sin(a) * s * 0.95)}" stroke="${c2}" stroke-width="${r1(s * 0.14)}" stroke-linecap="round"/>`;
      }).join('');
    case 2: // wind turbine
      return `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + s}" stroke="${c}" stroke-width="${r1(s * 0.12)}"/>` + [0, 120, 240].map((deg) => {
        const a = ((deg - 90) * Math.PI) / 180;
        return `<path d="M${x} ${y} L${r1(x + Math.cos(a - 0.15) * s * 0.3)} ${r1(y + Math.sin(a - 0.15) * s * 0.3)} L${r1(x + Math.cos(a) * s)} ${r1(y + Math.sin(a) * s)} Z" fill="${c}"/>`;
      }).join('') + `<circle cx="${x}" cy="${y}" r="${r1(s * 0.12)}" fill="${c2}"/>`;
    case 3: // hexagon with initials
      return `<polygon points="${Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${r1(x + Math.cos(a) * s)},${r1(y + Math.sin(a) * s)}`;
      }).join(' ')}" fill="${c}"/><text x="${x}" y="${r1(y + s * 0.3)}" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${r1(s * 0.8)}" fill="#ffffff">${escapeXml(initials)}</text>`;
    case 4: // pylon
      return `<path d="M${x - s * 0.55} ${y + s} L${x} ${y - s} L${x + s * 0.55} ${y + s} M${x - s * 0.8} ${y - s * 0.4} H${x + s * 0.8} M${x - s * 0.6} ${y + s * 0.05} H${x + s * 0.6} M${x - s * 0.35} ${y + s * 0.4} L${x + s * 0.2} ${y - s * 0.4} M${x + s * 0.35} ${y + s * 0.4} L${x - s * 0.2} ${y - s * 0.4}" stroke="${c}" stroke-width="${r1(s * 0.14)}" fill="none" stroke-linejoin="round"/>`;
    case 5: // leaf
      return `<path d="M${x - s * 0.8} ${y + s * 0.8} C${x - s * 0.8} ${y - s * 0.6} ${x + s * 0.2} ${y - s} ${x + s * 0.9} ${y - s * 0.9} C${x + s * 0.9} ${y + s * 0.1} ${x + s * 0.2} ${y + s * 0.9} ${x - s * 0.8} ${y + s * 0.8} Z" fill="${c}"/><path d="M${x - s * 0.8} ${y + s * 0.8} L${x + s * 0.5} ${y - s * 0.5}" stroke="#ffffff" stroke-width="${r1(s * 0.1)}"/>`;
    case 6: // waves in a rounded square
      return `<rect x="${x - s}" y="${y - s}" width="${s * 2}" height="${s * 2}" rx="${r1(s * 0.4)}" fill="${c}"/>` + [-0.35, 0.05, 0.45].map((dy) => `<path d="M${r1(x - s * 0.7)} ${r1(y + s * dy)} q${r1(s * 0.35)} ${r1(-s * 0.3)} ${r1(s * 0.7)} 0 t${r1(s * 0.7)} 0" stroke="#ffffff" stroke-width="${r1(s * 0.13)}" fill="none" stroke-linecap="round"/>`).join('');
    default: // diamond with initials
      return `<rect x="${r1(x - s * 0.72)}" y="${r1(y - s * 0.72)}" width="${r1(s * 1.44)}" height="${r1(s * 1.44)}" transform="rotate(45 ${x} ${y})" fill="${c}"/><text x="${x}" y="${r1(y + s * 0.28)}" text-anchor="middle" font-family="Liberation Serif, Georgia, serif" font-weight="700" font-size="${r1(s * 0.75)}" fill="#ffffff">${escapeXml(initials)}</text>`;
  }
}

/** A drawn wordmark: a simple mark and the name, in one of several type styles chosen from the name. */
function wordmark(name: string, index: number, w: number, h: number): string {
  let hash = 0;
  for (const ch of name) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0;
  const colour = MARK_COLOURS[hash % MARK_COLOURS.length];
  const colour2 = MARK_COLOURS[(hash >>> 4) % MARK_COLOURS.length];
  const font = FONTS[(hash >>> 8) % FONTS.length];
  const words = name.split(' ');
  const initials = words.slice(0, 2).map((word) => word[0]).join('');
  const renewable = index >= 20 && index < 38;
  const kind = renewable ? [1, 2, 5, 6][hash % 4] : [0, 3, 4, 7, 6][hash % 5];
  const upper = (hash >>> 12) % 3 === 0;
  // The last word is the tagline; the rest is the name, on two lines when it is long.
  const rest = words.length > 1 ? words[words.length - 1] : '';
  const nameWords = words.length > 1 ? words.slice(0, -1) : words;
  const joined = nameWords.join(' ');
  const lines = joined.length > 12 && nameWords.length > 1
    ? [nameWords.slice(0, Math.ceil(nameWords.length / 2)).join(' '), nameWords.slice(Math.ceil(nameWords.length / 2)).join(' ')]
    : [joined];
  const shown = lines.map((line) => (upper ? line.toUpperCase() : line));
  const textX = h * 0.95;
  const avail = w - textX - 16;
  const perChar = upper ? 0.8 : font.includes('Serif') ? 0.72 : 0.64;
  const longest = Math.max(...shown.map((line) => line.length));
  const size = Math.min(lines.length > 1 ? h * 0.2 : h * 0.27, avail / (longest * perChar));
  const lineH = size * 1.12;
  const tag = h * 0.12;
  const blockH = lineH * shown.length + tag * 1.6;
  const firstY = (h - blockH) / 2 + size * 0.9;
  let body = `<rect width="${w}" height="${h}" fill="#ffffff"/>`;
  body += mark(kind, h * 0.48, h * 0.5, h * 0.3, colour, colour2, initials);
  shown.forEach((line, i) => {
    body += `<text x="${r1(textX)}" y="${r1(firstY + i * lineH)}" font-family="${font}" font-weight="700" font-size="${r1(size)}" fill="#1c2b39" letter-spacing="${upper ? 0.5 : 0}">${escapeXml(line)}</text>`;
  });
  const tagY = firstY + (shown.length - 1) * lineH + tag * 1.7;
  const tagSize = Math.min(tag, avail / (rest.length * 0.95 + 0.01));
  body += `<text x="${r1(textX)}" y="${r1(tagY)}" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="${r1(tagSize)}" fill="${colour}" letter-spacing="2.5">${escapeXml(rest.toUpperCase())}</text>`;
  return doc(w, h, body);
}

// ---------------------------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------------------------

/** Draws `image` of the content manifest (its path and size) with `draw(width, height)`. */
const img = (image: RadheImage, draw: (w: number, h: number) => string): MarketingImage => ({
  container: RADHE_MEDIA_CONTAINER,
  path: image.path,
  width: image.width,
  height: image.height,
  svg: () => draw(image.width, image.height),
});

const [banner1, banner2, banner3] = radheImages.banners;
const [mobile1, mobile2, mobile3] = radheImages.mobileBanners;
const [moulding, crimpingBay, routine, store, dispatchBay] = radheImages.facilityGallery;
const [impulse, ageing, mechanical] = radheImages.testing;

/** Every marketing image of /in: the paths and sizes of content/radhe/media.ts, each with its drawing. */
export const radheMarketingImages: MarketingImage[] = [
  img(banner1, (w, h) => lineAtDusk(w, h, 0.74, 1.05)),
  img(banner2, (w, h) => works(w, h, { horizon: 0.72, s: 260, offsetX: 300, sign: true })),
  img(banner3, (w, h) => lab(w, h, 0.78, 620)),
  img(mobile1, (w, h) => lineAtDusk(w, h, 0.55, 0.78)),
  img(mobile2, (w, h) => works(w, h, { horizon: 0.46, s: 210, offsetX: -150, sign: true })),
  img(mobile3, (w, h) => lab(w, h, 0.72, 560)),
  img(radheImages.homeFacility, (w, h) => works(w, h, { horizon: 0.68, s: 250, offsetX: -60, sign: true })),
  img(radheImages.facilitiesHero, (w, h) => works(w, h, { horizon: 0.74, s: 230, offsetX: 120, sign: true })),
  img(moulding, injectionMoulding),
  img(crimpingBay, crimping),
  img(routine, routineTesting),
  img(store, stores),
  img(dispatchBay, dispatch),
  img(impulse, (w, h) => lab(w, h, 0.62, 640)),
  img(ageing, ageingChamber),
  img(mechanical, mechanicalLoad),
  img(radheImages.worldMap, worldMap),
  ...allClients.map((name, i) => img(clientLogo(name), (w, h) => wordmark(name, i, w, h))),
];
