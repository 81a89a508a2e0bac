// The app's import floors, as zones of eslint-plugin-import's `no-restricted-paths`.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const screens = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The app's floors, bottom to top: `core/` (services, store, arrival-call type: what screens consume)
 * → `shared/` (pieces two screens need, wired to the app) → `features/<name>/` (one screen each) →
 * `app/` (the shell: routes, boot, layout). A floor imports only the floors below it; `testing/`
 * (test support) may import anything.
 */
export const floors = [
  {
    target: './src/core',
    from: ['./src/shared', './src/features', './src/app'],
    message: 'core/ is the bottom floor: it imports no screen, shared piece or shell.',
  },
  {
    target: './src/shared',
    from: ['./src/features', './src/app'],
    message: 'shared/ serves screens: it never imports a screen or the shell.',
  },
  {
    target: './src/features',
    from: ['./src/app'],
    message: 'A screen never imports the shell (app/): what it needs lives in core/ or shared/.',
  },
  ...screens.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'Screens never import each other: what two screens need moves into shared/ or a library.',
  })),
];
