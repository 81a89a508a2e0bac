import { defaultTreeAdapter as tree, parse, parseFragment } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import type { OutlineElement, OutlineNode, OutlineProps } from '../reference/outline-node';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/**
 * Props React writes under their own name (`spellCheck="false"`, `readOnly=""`): HTML reads an
 * attribute's name in lower case, so each is found again by its lower-case name.
 */
const CAMEL_CASE_PROPS = (
  'accessKey allowFullScreen autoCapitalize autoComplete autoCorrect autoFocus ' +
  'autoPlay colSpan contentEditable crossOrigin dateTime encType enterKeyHint ' +
  'fetchPriority formAction formEncType formMethod formNoValidate formTarget hrefLang ' +
  'inputMode maxLength minLength noValidate playsInline popoverTarget readOnly ' +
  'referrerPolicy rowSpan spellCheck srcSet tabIndex useMap'
).split(' ');

/** Attributes whose React prop has another name. */
const PROP_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(CAMEL_CASE_PROPS.map((prop) => [prop.toLowerCase(), prop])),
  class: 'className',
  for: 'htmlFor',
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

/** An element's attributes, as HTML reads them (names in lower case), as React's props. */
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

/** A parsed element as the one React creates: its tag, props and children (comments dropped). */
function outlineElement(element: Element): OutlineElement {
  const tag = tree.getTagName(element);
  const attributes = tree
    .getAttrList(element)
    .map(({ prefix, name, value }) => [prefix ? `${prefix}:${name}` : name, value] as const);
  return { tag, props: propsOf(tag, attributes), children: outlineNodes(element.childNodes) };
}

function outlineNodes(nodes: readonly Node[]): OutlineNode[] {
  return nodes.flatMap((node): OutlineNode[] => {
    if (tree.isTextNode(node)) return [tree.getTextNodeContent(node)];
    if (tree.isElementNode(node)) return [outlineElement(node)];
    return [];
  });
}

/** The nodes of `html`, a fragment of markup, as parse5 reads it (as a browser would). */
export function parseMarkup(html: string): OutlineNode[] {
  return outlineNodes(parseFragment(html).childNodes);
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

/** The elements under `node`, in document order. */
function* elementsOf(node: Node): Generator<Element> {
  if (tree.isElementNode(node)) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elementsOf(child);
}

const classOf = (element: Element) =>
  tree.getAttrList(element).find(({ name, prefix }) => name === 'class' && !prefix)?.value;

const isElement = (node: OutlineNode): node is OutlineElement => typeof node === 'object';

/**
 * The outline of a built index.html: the markup the build rendered from the app's `Outline`
 * (every kind's part in `.outline`), and the styles the page draws it with.
 */
export function readOutline(indexHtml: string): BuiltOutline {
  const elements = [...elementsOf(parse(indexHtml))];
  const outline = elements.find(
    (element) => element.tagName === 'div' && classOf(element) === 'outline',
  );
  if (!outline) throw new Error('The built index.html has no outline.');
  const frame = outlineElement(outline);
  const parts: Record<string, OutlineElement> = {};
  for (const part of frame.children.filter(isElement)) {
    const kind = /^outline-(\S+)$/.exec(String(part.props['className']))?.[1];
    if (kind) parts[kind] = part;
  }
  const styles = elements
    .filter((element) => element.tagName === 'style')
    .map((style) =>
      style.childNodes.map((text) => (tree.isTextNode(text) ? text.value : '')).join(''),
    );
  return { frame: { ...frame, children: [] }, parts, styles };
}
