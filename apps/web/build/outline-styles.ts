import postcss, { type AtRule, type Container, type Rule } from 'postcss';

/** The classes `markup` names in its `class` attributes. */
export function classesIn(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list = ''] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of list.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The classes a selector names (`.a:hover > .b::after` → a, b). */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name ?? '');
}

function isKeyframes(node: Container | undefined): boolean {
  return node?.type === 'atrule' && /keyframes$/i.test((node as AtRule).name);
}

/**
 * The rules of `css` that can match `markup`: those of whose selectors at least one names only
 * classes the markup has (the others' selectors dropped), the at-rules left holding any, and the
 * keyframes a kept rule animates with. What the outline's components bring (a whole component's
 * stylesheet, its hover and open states) is mostly for the screen they become: index.html carries
 * only what its first paint draws.
 */
export function stylesFor(css: string, markup: string): string {
  const classes = classesIn(markup);
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    if (isKeyframes(rule.parent as Container)) return;
    const kept = rule.selectors.filter((selector) =>
      classesOf(selector).every((name) => classes.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  const animations = new Set<string>();
  root.walkDecls(/^(-webkit-)?animation(-name)?$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
  });
  root.walkAtRules((atRule) => {
    if (isKeyframes(atRule) ? !animations.has(atRule.params) : atRule.nodes?.length === 0) {
      atRule.remove();
    }
  });
  // Emptied at-rules inside others (a `@media` left without rules inside a `@supports`).
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The characters React's server renderer escapes in an attribute's value, as they are. */
function unescaped(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * The markup with its `style` attributes made classes of the returned rules: the page's
 * Content-Security-Policy allows its stylesheet by hash but no `style` attribute, so a box that
 * takes its ratio or width from one (a skeleton, the player's box) would lose it. The rules come
 * after the components' and weigh more than one class, as an attribute's declarations would.
 */
export function stylesAsClasses(markup: string): { markup: string; css: string } {
  const classes = new Map<string, string>();
  const classFor = (declarations: string) => {
    let name = classes.get(declarations);
    if (!name) classes.set(declarations, (name = `outline-style-${classes.size + 1}`));
    return name;
  };
  const rewritten = markup.replaceAll(
    /<[a-z][^<>]*\sstyle="([^"]*)"[^<>]*>/g,
    (tag, style: string) => {
      const name = classFor(unescaped(style));
      const withoutStyle = tag.replace(` style="${style}"`, '');
      return / class="/.test(withoutStyle)
        ? withoutStyle.replace(
            / class="([^"]*)"/,
            (_all, list: string) => ` class="${list} ${name}"`,
          )
        : withoutStyle.replace(/^<[a-z][\w-]*/, (start) => `${start} class="${name}"`);
    },
  );
  const css = [...classes]
    .map(([declarations, name]) => `.outline .${name}{${declarations}}`)
    .join('');
  return { markup: rewritten, css };
}
