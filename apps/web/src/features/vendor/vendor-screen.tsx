/** Placeholder until this screen lands. */
export function VendorScreen() {
  return (
    <main>
      <h1>vendor</h1>
    </main>
  );
}
