/** Placeholder until this screen lands. */
export function HomeScreen() {
  return (
    <main>
      <h1>home</h1>
    </main>
  );
}
