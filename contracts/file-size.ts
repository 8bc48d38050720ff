/**
 * A file's size for people, in one wording everywhere a file is listed: an enquiry's attachments (mails, quote
 * form, inbox) and a product's documents (product page, Product Manager). No dependencies: public pages load it.
 */

/** A size in words: '812 KB', '24.6 MB' (binary units; never under 1 KB, so a tiny file does not read '0 KB'). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
