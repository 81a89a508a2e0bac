/** Placeholder until this screen lands. */
export function CollectScreen() {
  return (
    <main>
      <h1>collect</h1>
    </main>
  );
}
