/* global document, HTMLButtonElement */
// The embedded sign-in provider's sign-out page (server/auth/embedded-provider.ts logoutSource): the person chose
// Sign out in the site already, so the provider's form is posted at once (one click to sign out). A file,
// not an inline script, because the site's Content-Security-Policy allows scripts from the site only.
const button = document.querySelector('button[data-sign-out-now]');
if (button instanceof HTMLButtonElement) button.click();
