import { join } from 'node:path';
import { ESLint } from 'eslint';
import importPlugin from 'eslint-plugin-import';
import { floors } from '../../import-floors.mjs';

const appRoot = join(import.meta.dirname, '../../');

/** Lints `code` as if it lived at `path` (from apps/web) with only the floor rule on. */
async function floorErrors(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: appRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: (await import('typescript-eslint')).parser },
        plugins: { import: importPlugin },
        settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx'] } } },
        rules: {
          'import/no-restricted-paths': ['error', { basePath: appRoot, zones: floors }],
        },
      },
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: `${appRoot}${path}` });
  return result?.messages.map((message) => message.message) ?? [];
}

describe('the import floors of apps/web', () => {
  it.each([
    ['a screen importing the shell', 'src/features/home/x.ts', "import '../../app/screens';"],
    ['a screen importing another', 'src/features/home/x.ts', "import '../mine/mine-screen';"],
    ['shared/ importing a screen', 'src/shared/x.ts', "import '../features/mine/mine-screen';"],
    ['shared/ importing the shell', 'src/shared/x.ts', "import '../app/screens';"],
    ['core/ importing shared/', 'src/core/x.ts', "import '../shared/use-go-back';"],
  ])('refuse %s', async (_case, path, code) => {
    expect(await floorErrors(path, code)).toEqual([
      expect.stringContaining('imported in restricted zone'),
    ]);
  });

  it.each([
    ['a screen importing core/', 'src/features/home/x.ts', "import '../../core/services';"],
    ['a screen importing shared/', 'src/features/home/x.ts', "import '../../shared/use-go-back';"],
    ['a screen importing its own files', 'src/features/home/x.ts', "import './home-links';"],
    ['the shell importing a screen', 'src/app/x.ts', "import '../features/home/home-screen';"],
  ])('allow %s', async (_case, path, code) => {
    expect(await floorErrors(path, code)).toEqual([]);
  });
});
