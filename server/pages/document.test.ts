/** The page document (server/pages/document.ts): a rendered page's head in index.html (its own title). */
import { describe, expect, it } from 'vitest';
import { renderPageHtml, ROOT_PLACEHOLDER } from './document.ts';

const index = `<html><head><meta name="description" content="Default" />\n    <title>Default title</title>\n</head><body>${ROOT_PLACEHOLDER}</body></html>`;
const page = { html: '<p>Hi</p>', head: '', state: '<script type="application/json" id="ssr-state">{}</script>', status: 200, complete: true };

describe('renderPageHtml', () => {
  it("puts a page's own title and description in place of the defaults, once each", () => {
    const html = renderPageHtml(index, { ...page, head: '<title>Facilities | Radhe</title><meta name="description" content="Ours"/>' });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Facilities | Radhe</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="Ours"');
    expect(html).toContain('<div id="root"><p>Hi</p></div>');
  });

  it('keeps the defaults for a page without its own', () => {
    const html = renderPageHtml(index, { ...page, head: '<link rel="preload" as="image" href="/a.webp"/>' });
    expect(html).toContain('<title>Default title</title>');
    expect(html).toContain('content="Default"');
  });
});
