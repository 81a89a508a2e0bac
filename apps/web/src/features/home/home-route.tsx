import { format } from '@video/domain';

/** Placeholder home screen until the home feed lands. */
export function Component() {
  return (
    <main>
      <h1>{format('tab.home')}</h1>
      <p>{format('list.finished')}</p>
    </main>
  );
}
