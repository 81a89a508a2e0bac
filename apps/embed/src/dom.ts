/** An element with attributes and children: the embed's DOM is built by hand, without a framework. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A button with its visible text or its accessible name. */
export function button(
  className: string,
  label: string,
  onClick: () => void,
  { visible = true } = {},
): HTMLButtonElement {
  const node = element('button', { type: 'button', class: className });
  if (visible) node.textContent = label;
  else node.setAttribute('aria-label', label);
  node.addEventListener('click', onClick);
  return node;
}
