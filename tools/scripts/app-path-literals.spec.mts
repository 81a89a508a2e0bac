// Every screen's address is written once, in the table of screens (`routes` in libs/routes):
// a link, a redirect, a match or a bench route elsewhere asks the table for it. This walks the
// code that could write one (the app, its build, the libraries, the embeddable player, the
// bench) and fails on a string or template literal holding a screen's path.
import { routes } from '@video/routes';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '../..');

/** Where addresses of the app's screens could be written. */
const SCANNED = [
  'apps/web/src',
  'apps/web/build',
  'apps/embed/src',
  'libs/domain/src',
  'libs/routes/src',
  'libs/storage/src',
  'libs/ui/src',
  'libs/player/src',
  'tools/bench/src',
  'tools/bench/reference',
];

/**
 * Files that may write them, and why. The API's own paths (`/api/rank`, the share service's
 * `/favorites`) are not screens' addresses; `libs/api-client` and the demo API are not scanned.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  'libs/routes/src/lib/routes.ts': 'the table itself',
  'apps/embed/src/embed-target.ts':
    'the player links to two of the site’s pages without the whole table (its byte budget); its spec holds them to the table',
};

/** Tests write addresses as a visitor types them: their fixtures are theirs. */
const isTest = (file: string) =>
  /\.(spec|test)\.[cm]?tsx?$/.test(file) || file.includes('/testing/') || file.endsWith('.d.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.[cm]?tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of every string and template literal in `code` (TypeScript with JSX). */
function literals(code: string): string[] {
  const source = ts.createSourceFile(
    'code.tsx',
    code,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A screen's path standing on its own: not inside another path (`/api/rank`) or word. */
const screenPaths = Object.values(routes).map(
  ({ path }) => new RegExp(`(^|[^\\w./-])${escape(path)}(?![\\w-])`),
);

function pathLiterals(code: string): string[] {
  return literals(code).filter((text) => screenPaths.some((pattern) => pattern.test(text)));
}

describe('app path literals', () => {
  it('finds none outside the table of screens', () => {
    const offending = SCANNED.flatMap((dir) => sourceFiles(join(root, dir)))
      .map((file) => relative(root, file))
      .filter((file) => !isTest(file) && !(file in ALLOWED))
      .flatMap((file) =>
        pathLiterals(readFileSync(join(root, file), 'utf8')).map((text) => `${file}: ${text}`),
      );
    expect(offending).toEqual([]);
  });

  it('catches a path in any kind of literal, and not an API path', () => {
    const code = [
      "navigate('/home');",
      'const film = `/playVideo?id=${id}`;',
      'const tab = `${base}/find/${tab}`;',
      '<Link to="/miin" />;',
      "const kept = ['/favorites?x=1'];",
      // Not the screens': an API call, a longer path, a word, a comment about /home.
      "get('/api/rank?type=0');",
      "const icon = '/icons/home.png';",
      "const other = '/homepage';",
      "const word = 'rank';",
    ].join('\n');
    expect(pathLiterals(code)).toEqual([
      '/home',
      '/playVideo?id=',
      '/find/',
      '/miin',
      '/favorites?x=1',
    ]);
  });
});
