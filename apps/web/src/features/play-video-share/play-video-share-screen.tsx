/** Placeholder until the screen lands. */
export function PlayVideoShareScreen() {
  return <main>PlayVideoShareScreen</main>;
}
