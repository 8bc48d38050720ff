/**
 * A JSON data block for an HTML page: `<script type="application/json" id="{id}">…</script>`, which the browser
 * never executes (so the Content-Security-Policy can forbid inline scripts; docs/decisions/0003). Every `<` in
 * the JSON is written as `\u003c`, so no text in the data (configured text, a product name) can close the element.
 * Used for the runtime config (server/pages/document.ts) and the server render's state (web/src/app/server-render-state.ts).
 * @param id the element's id (a fixed identifier, not user text)
 * @param value any JSON-serialisable value
 */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
