import type { OutlineElement, OutlineNode, OutlineProps } from '../reference/outline-node';

/** Elements written with no closing tag (React's server renderer writes `<input …>`). */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Attributes whose React prop has another name. */
const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
};

/** Attributes React sets from a boolean: present (`inert=""`) is true. */
const BOOLEAN_PROPS = new Set(['inert', 'hidden', 'disabled', 'readOnly', 'required', 'multiple']);

/**
 * Form fields' state as React writes it to the markup: an uncontrolled field's default, so that
 * React sets the same attribute without a change handler to go with it.
 */
const FIELD_PROPS: Readonly<Record<string, string>> = {
  checked: 'defaultChecked',
  value: 'defaultValue',
};
const FIELDS = new Set(['input', 'textarea', 'select']);

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Text or an attribute's value as written, with its character references resolved. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? reference;
  });
}

/** A CSS declaration list (`aspect-ratio:16/9;--gap:4px`) as React's style object. */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith('--')
      ? name
      : name.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

/** An element's attributes, as written, as the props React sets them from. */
export function propsOf(
  tag: string,
  attributes: readonly (readonly [string, string])[],
): OutlineProps & { style?: Record<string, string> } {
  const props: Record<string, string | boolean | Record<string, string>> = {};
  for (const [name, value] of attributes) {
    if (name === 'style') {
      props['style'] = styleObject(value);
      continue;
    }
    const prop = (FIELDS.has(tag) ? FIELD_PROPS[name] : undefined) ?? PROP_NAMES[name] ?? name;
    props[prop] = prop === 'defaultChecked' || BOOLEAN_PROPS.has(prop) ? value !== 'false' : value;
  }
  return props as OutlineProps;
}

const TOKENS =
  /<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|<!--[\s\S]*?-->|([^<]+)/g;
const ATTRIBUTES = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * The nodes of `html` as React's server renderer writes markup (every element closed but the
 * void ones, attributes quoted, text escaped; comments dropped). Not a parser of any HTML:
 * the outline's markup is React's own, and this reads it back into the elements React made.
 * With `firstElementOnly`, it stops where the first element closes (the rest is not read).
 */
export function parseMarkup(html: string, { firstElementOnly = false } = {}): OutlineNode[] {
  interface Open {
    readonly tag: string;
    readonly props: OutlineProps;
    readonly children: OutlineNode[];
  }
  const top: OutlineNode[] = [];
  const open: Open[] = [];
  const append = (node: OutlineNode) => (open.at(-1)?.children ?? top).push(node);
  for (const match of html.matchAll(TOKENS)) {
    const [, closing, tag, attributeText = '', selfClosing, text] = match;
    if (text !== undefined) {
      append(decodeEntities(text));
    } else if (closing !== undefined) {
      const element = open.pop();
      if (element?.tag !== closing.toLowerCase()) {
        throw new Error(
          `The outline's markup closes <${closing}> where <${element?.tag}> is open.`,
        );
      }
      append(element);
      if (firstElementOnly && open.length === 0) return top;
    } else if (tag !== undefined) {
      const name = tag.toLowerCase();
      const attributes = [...attributeText.matchAll(ATTRIBUTES)].map(
        ([, attribute = '', double, single, bare]) =>
          [attribute, decodeEntities(double ?? single ?? bare ?? '')] as const,
      );
      const element: Open = { tag: name, props: propsOf(name, attributes), children: [] };
      if (VOID_ELEMENTS.has(name) || selfClosing) append(element);
      else open.push(element);
    }
  }
  if (open.length > 0) throw new Error(`The outline's markup leaves <${open.at(-1)?.tag}> open.`);
  return top;
}

/** The outline as the React floor paints it: its frame, each kind's part and the styles. */
export interface BuiltOutline {
  /** The `.outline` element (its attributes), without its parts. */
  readonly frame: OutlineElement;
  /** Each kind's part by its kind (`.outline-home` → `home`; the tab bar is `tabs`). */
  readonly parts: Readonly<Record<string, OutlineElement>>;
  /** Every `<style>` of the page in order: the entry's (tokens, which part shows), the parts'. */
  readonly styles: readonly string[];
}

const isElement = (node: OutlineNode | undefined): node is OutlineElement =>
  typeof node === 'object';

/**
 * The outline of a built index.html: the markup the build rendered from the app's `Outline`
 * (every kind's part in `.outline`), and the styles the page draws it with.
 */
export function readOutline(indexHtml: string): BuiltOutline {
  const start = indexHtml.search(/<div class="outline"/);
  if (start < 0) throw new Error('The built index.html has no outline.');
  const frame = parseMarkup(indexHtml.slice(start), { firstElementOnly: true }).find(isElement);
  if (!frame || frame.props['className'] !== 'outline') {
    throw new Error('The built index.html has no outline.');
  }
  const parts: Record<string, OutlineElement> = {};
  for (const part of frame.children.filter(isElement)) {
    const kind = /^outline-(\S+)$/.exec(String(part.props['className']))?.[1];
    if (kind) parts[kind] = part;
  }
  const styles = [...indexHtml.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
  return { frame: { ...frame, children: [] }, parts, styles };
}
