/** Placeholder until this screen lands. */
export function RankScreen() {
  return (
    <main>
      <h1>rank</h1>
    </main>
  );
}
