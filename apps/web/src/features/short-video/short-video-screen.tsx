/** Placeholder until the screen lands. */
export function ShortVideoScreen() {
  return <main>ShortVideoScreen</main>;
}
