/** Placeholder until this screen lands. */
export function MineScreen() {
  return (
    <main>
      <h1>mine</h1>
    </main>
  );
}
