/**
 * The characters a stored text may hold ("a NUL byte in a JSON string answers 500"). PostgreSQL refuses
 * U+0000 in text and jsonb (errors 22021 / 22P05), and the other control characters and unpaired surrogates are
 * never typed by a person: they come from broken clients or from probes. Every text field of the enquiry
 * (contracts/enquiry.ts) and of the catalogue writes (contracts/catalog-input.ts) refuses them with a message on
 * the field, in the form before Send and on the server alike, so the database never sees them.
 *
 * Refused: the C0 control characters except tab, line feed and carriage return (U+0000–U+0008, U+000B, U+000C,
 * U+000E–U+001F), DEL and the C1 controls (U+007F–U+009F), the noncharacters U+FFFE and U+FFFF, and any unpaired
 * UTF-16 surrogate (JSON's "\ud800" escape; it cannot be encoded as UTF-8).
 */

// Control characters are exactly what this pattern is about.
// eslint-disable-next-line no-control-regex
const NOT_ALLOWED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDFFF]/u;

/** True when `text` holds none of the refused characters (see the module's note). */
export function isPlainText(text: string): boolean {
  return !NOT_ALLOWED.test(text);
}

/** The message of a refused character on the field labelled `label`, e.g. 'Full Name contains a character that is not allowed.' */
export function notAllowedCharacterMessage(label: string): string {
  return `${label} contains a character that is not allowed.`;
}
