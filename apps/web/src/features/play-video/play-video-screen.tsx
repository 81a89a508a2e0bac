/** Placeholder until the screen lands. */
export function PlayVideoScreen() {
  return <main>PlayVideoScreen</main>;
}
