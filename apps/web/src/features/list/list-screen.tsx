/** Placeholder until this screen lands. */
export function ListScreen() {
  return (
    <main>
      <h1>list</h1>
    </main>
  );
}
