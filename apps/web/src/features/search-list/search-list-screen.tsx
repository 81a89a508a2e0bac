/** Placeholder until this screen lands. */
export function SearchListScreen() {
  return (
    <main>
      <h1>search-list</h1>
    </main>
  );
}
