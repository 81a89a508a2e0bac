export { PageSlider } from './page-slider';
export type { PageSliderProps } from './page-slider';
