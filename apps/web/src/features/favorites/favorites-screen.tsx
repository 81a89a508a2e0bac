/** Placeholder until this screen lands. */
export function FavoritesScreen() {
  return (
    <main>
      <h1>favorites</h1>
    </main>
  );
}
