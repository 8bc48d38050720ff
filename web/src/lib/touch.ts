/**
 * Touch screens' tap targets (WCAG 2.5.5 and 2.5.8; issue "A buyer on a phone", "Touch and reading"): the theme
 * makes every button-like control at least TAP_TARGET_PX square under TOUCH_MEDIA (app/theme.ts); links that stand
 * on their own take TAP_LINK_SX.
 */

/** The smallest tap target on a touch screen, in CSS px. */
export const TAP_TARGET_PX = 44;

/** A media query for screens whose main pointer is a finger. */
export const TOUCH_MEDIA = '@media (pointer: coarse)';

/**
 * The `sx` of a link that stands on its own (a menu entry, a breadcrumb, a phone number on its own line): on a touch
 * screen a tap target at least TAP_TARGET_PX square, its text centred in it. Links inside running text keep the line's height
 * (WCAG 2.5.8's exception for inline links).
 */
export const TAP_LINK_SX = { [TOUCH_MEDIA]: { display: 'inline-flex', alignItems: 'center', minHeight: TAP_TARGET_PX, minWidth: TAP_TARGET_PX } } as const;
