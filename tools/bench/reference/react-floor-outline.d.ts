// The React floor's outline and routes, made by the bench when it builds the page
// (src/react-floor-page.ts) from the built app's index.html and the table of screens.
declare module 'virtual:react-floor-outline' {
  // An ambient module may not import a relative one, but may name its types this way.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const outline: import('./outline-node').ReactFloorOutline;
  export default outline;
}
