/**
 * Swiper's `focusableElements` without buttons. Swiper ignores a drag whose target is the
 * focused element when it matches this list, and a button keeps the focus after a tap or a
 * mouse press: with buttons on it, a swipe that starts on a card, a banner or the full-screen
 * play button would not swipe. Keyboard focus is unaffected.
 */
export const SWIPE_THROUGH_BUTTONS = 'input, select, option, textarea, video, label';
