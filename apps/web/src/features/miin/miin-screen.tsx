/** Placeholder until this screen lands. */
export function MiinScreen() {
  return (
    <main>
      <h1>miin</h1>
    </main>
  );
}
