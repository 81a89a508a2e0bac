/** Placeholder until this screen lands. */
export function ArtistDetailsScreen() {
  return (
    <main>
      <h1>artist-details</h1>
    </main>
  );
}
