import {
  PC_MIN_WIDTH,
  PHONE_SWIPE_THRESHOLD,
  TABLET_MIN_WIDTH,
  WIDE_SWIPE_THRESHOLD,
} from './constants';

/** Layout class of the viewport. */
export type DeviceClass = 'phone' | 'tablet' | 'pc';

/** The device class of a viewport `width` in CSS px; an unreadable width is a phone. */
export function deviceClass(width: number): DeviceClass {
  if (width >= PC_MIN_WIDTH) return 'pc';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'phone';
}

/** The Find tabs' swipe threshold: 4 on a phone, 7 otherwise. */
export function swipeThreshold(device: DeviceClass): number {
  return device === 'phone' ? PHONE_SWIPE_THRESHOLD : WIDE_SWIPE_THRESHOLD;
}
