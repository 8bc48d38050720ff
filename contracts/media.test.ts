import { describe, expect, it } from 'vitest';
import { isVideoPath, mediaUrl, sanitizeFileName, uploadFileName } from './media.ts';

describe('sanitizeFileName (product-spec.md §5)', () => {
  it('decodes the name first', () => {
    expect(sanitizeFileName('rod%20insulator.png')).toBe('rod-insulator.png');
  });
  it('turns each of <>:"/\\|?*%& into an underscore', () => {
    expect(sanitizeFileName('a<b>c:d"e/f\\g|h?i*j%k&l.png')).toBe('a_b_c_d_e_f_g_h_i_j_k_l.png');
  });
  it('turns whitespace into dashes and collapses repeated dashes', () => {
    expect(sanitizeFileName('long   rod -- 132 kV.webp')).toBe('long-rod-132-kV.webp');
  });
  it('trims the name', () => {
    expect(sanitizeFileName('  disc.png  ')).toBe('disc.png');
  });
  it('keeps a name that cannot be decoded, still sanitised', () => {
    expect(sanitizeFileName('100% pure.png')).toBe('100_-pure.png');
  });
  it('cannot produce a path separator or a parent reference', () => {
    expect(sanitizeFileName('..%2F..%2Fetc%2Fpasswd')).toBe('.._.._etc_passwd');
  });
});

describe('uploadFileName', () => {
  it('prefixes the sanitised name with a millisecond timestamp', () => {
    expect(uploadFileName('My Photo.jpg', 1_700_000_000_123)).toBe('1700000000123-My-Photo.jpg');
  });
});

describe('isVideoPath (product-spec.md §3)', () => {
  it('counts .mp4 and .webm as video, in any case', () => {
    expect(isVideoPath('images/tour.mp4')).toBe(true);
    expect(isVideoPath('images/TOUR.WEBM')).toBe(true);
    expect(isVideoPath('images/tour.webm?v=2')).toBe(true);
  });
  it('counts everything else as an image', () => {
    expect(isVideoPath('images/rod.png')).toBe(false);
    expect(isVideoPath('images/mp4.png')).toBe(false);
  });
});

describe('mediaUrl (product-spec.md §3: storage base + vendor folder + path)', () => {
  it('joins base, folder and path', () => {
    expect(mediaUrl('/media', 'radhe', 'images/rod.webp')).toBe('/media/radhe/images/rod.webp');
    expect(mediaUrl('https://cdn.test/media/', 'therm', 'images/a.png')).toBe('https://cdn.test/media/therm/images/a.png');
    expect(mediaUrl('/media', 'radhe', '/no-image.png')).toBe('/no-image.png');
  });
  it('gives an empty string for an empty path and leaves absolute URLs alone', () => {
    expect(mediaUrl('/media', 'radhe', '')).toBe('');
    expect(mediaUrl('/media', 'radhe', 'https://x.test/a.png')).toBe('https://x.test/a.png');
  });
});
