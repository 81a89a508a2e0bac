export { AdBanner } from './ad-banner';
export type { AdBannerProps } from './ad-banner';
