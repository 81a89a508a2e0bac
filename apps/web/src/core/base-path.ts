import { useHref } from 'react-router-dom';

/**
 * The path the app lives under on its host, as the router's basename gives it: '' at the root,
 * e.g. `/m` under `/m/`. For addresses the router does not write itself (plain `href`s, links
 * sent to others).
 */
export function useBasePath(): string {
  return useHref('/').replace(/\/$/, '');
}
