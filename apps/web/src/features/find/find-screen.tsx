/** Placeholder until this screen lands. */
export function FindScreen() {
  return (
    <main>
      <h1>find</h1>
    </main>
  );
}
