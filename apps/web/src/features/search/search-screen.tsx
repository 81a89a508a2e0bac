/** Placeholder until this screen lands. */
export function SearchScreen() {
  return (
    <main>
      <h1>search</h1>
    </main>
  );
}
