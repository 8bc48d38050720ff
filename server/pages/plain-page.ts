/** The site's plain HTML page, for answers that are not the app (see `page`). */
import escapeHtml from 'escape-html';

/**
 * A self-contained HTML page in the company's look, for the pages the app does not draw: the embedded sign-in
 * provider's and the 429 of too many page renders.
 * The company mark and name at the top, the site's primary blue, Inter; inline styles only, no inline scripts (the
 * site's CSP forbids them). `title` and `companyName` are escaped; `body` is HTML the caller escaped.
 */
export function page(title: string, body: string, companyName: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#0f2a44;color:#14212e;margin:0;display:flex;flex-direction:column;min-height:100vh;align-items:center;justify-content:center}
.brand{display:flex;align-items:center;gap:12px;color:#fff;font-weight:700;font-size:1.125rem;text-decoration:none;margin:16px}
.brand img{width:36px;height:36px;border-radius:8px;background:#fff}
main{background:#fff;border-radius:8px;box-shadow:0 8px 32px rgba(0,0,0,.25);padding:32px;width:calc(100% - 32px);max-width:380px;box-sizing:border-box;margin:0 0 16px}
h1{font-size:1.5rem;margin:0 0 16px}label{display:block;font-weight:600;margin:16px 0 6px}
input{box-sizing:border-box;width:100%;padding:12px;border:1px solid #c4c9d0;border-radius:8px;font:inherit}
input:focus{outline:3px solid #1565c0;outline-offset:1px;border-color:#1565c0}
button{display:block;width:100%;margin-top:24px;padding:12px;border:0;border-radius:8px;background:#1565c0;color:#fff;font:inherit;font-weight:600;cursor:pointer;min-height:44px}
button:hover{background:#0d47a1}button:focus-visible,a:focus-visible{outline:3px solid #5e92f3;outline-offset:2px}
button.secondary{background:#eef2f6;color:#14212e;margin-top:12px}
.error{background:#fdecea;color:#8a1c14;border-radius:8px;padding:12px;margin:0 0 8px}
footer{color:#c9d6e3;font-size:.875rem;margin:0 16px 24px}footer a{color:#fff}
</style></head><body>
<a class="brand" href="/"><img src="/favicon.svg" alt="">${escapeHtml(companyName)}</a>
<main>${body}</main>
<footer><a href="/">Back to the website</a></footer></body></html>`;
}
