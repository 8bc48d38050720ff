import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { datasheetDefinition, renderPdf, type DatasheetInput } from './document.ts';
import { SAMPLE_CONTACT as contact } from '../../contracts/testing/sample-contact.ts';

async function input(overrides: Partial<DatasheetInput> = {}): Promise<DatasheetInput> {
  return {
    productId: '8f14e45f-ceea-4e7a-9b1c-6d5f1e3a2b10',
    name: 'Long Rod Insulator 220 kV, 120 kN',
    description: 'Suspension and light tension insulator for 220 kV lines.',
    storefront: 'Radhe',
    logoSvg: readFileSync(new URL('../../web/public/radhe-logo.svg', import.meta.url), 'utf8'),
    categoryPath: ['Insulators', 'Composite Long Rod Insulators'],
    properties: [
      { key: 'Nominal System Voltage', value: '220 kV' },
      { key: 'Design Temperature', value: '-40 to 80 °C' },
      { key: 'Section Length', value: '2030 ± 20 mm' },
    ],
    configurations: ['Ball & socket 16 mm', 'With corona ring'],
    mainImage: await sharp({ create: { width: 40, height: 20, channels: 3, background: '#888' } }).png().toBuffer(),
    contact,
    pageUrl: 'https://www.example.com/in/products/details/long-rod-insulator-220-kv-120-kn-8f14e45f-ceea-4e7a-9b1c-6d5f1e3a2b10',
    generatedAt: new Date('2026-11-25T10:00:00Z'),
    revision: 'R3f9a2c',
    ...overrides,
  };
}

/** The text a reader of the PDF sees, pages merged. */
async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('datasheet PDF', () => {
  it('shows the title, ratings with their units, configurations, contact, date and revision', async () => {
    const pdf = await renderPdf(datasheetDefinition(await input()));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'Long Rod Insulator 220 kV, 120 kN',
      'Nominal System Voltage 220 kV',
      '-40 to 80 °C',
      '2030 ± 20 mm',
      'Ball & socket 16 mm',
      'West Chester, PA 19382, USA',
      '+1 610 555 0142',
      'Production Facility 1',
      'Generated 2026-11-25 · Revision R3f9a2c',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('makes a datasheet without image, ratings or configurations', async () => {
    const text = await textOf(await renderPdf(datasheetDefinition(await input({ mainImage: null, properties: [], configurations: [], description: '' }))));
    expect(text).toContain('No ratings listed.');
    expect(text).not.toContain('Configurations');
  });

  it('never reads a local file named by catalogue data', async () => {
    const definition = datasheetDefinition(await input({ mainImage: null }));
    definition.content = [{ image: '/etc/passwd' }];
    await expect(renderPdf(definition)).rejects.toThrow('Access to local file denied');
  });
});
