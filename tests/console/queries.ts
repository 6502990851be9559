/**
 * Cheap queries for antd screens. Role queries decide the role, the accessible name and the visibility
 * of every element they look at, each from jsdom's computed styles: over a dialog or a table that was the
 * main cost of a component test. These find the same things by what the user reads.
 */

/** The open dialog (the first one when a confirm is stacked on it); throws when none is open. */
export function modal(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.ant-modal');
  if (!found) throw new Error('no dialog is open');
  return found;
}

/** `name` as a whole string, or a pattern (antd spaces two-character labels: /确\s*定/). */
const matches = (name: string | RegExp, text: string | null | undefined): boolean =>
  text !== null && text !== undefined && (typeof name === 'string' ? text.trim() === name : name.test(text));

/** The button whose aria-label or text is `name`, or null. */
export function buttonOr(
  name: string | RegExp,
  container: ParentNode = document.body,
): HTMLButtonElement | null {
  return (
    [...container.querySelectorAll('button')].find(
      (b) => matches(name, b.getAttribute('aria-label')) || matches(name, b.textContent),
    ) ?? null
  );
}

/** The button whose aria-label or text is `name`; throws when there is none. */
export function button(name: string | RegExp, container: ParentNode = document.body): HTMLButtonElement {
  const found = buttonOr(name, container);
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
}

/** The tab whose text is `name`; throws when there is none. */
export function tab(name: string, container: ParentNode = document.body): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('[role=tab]')].find((t) =>
    matches(name, t.textContent),
  );
  if (!found) throw new Error(`no tab ${name}`);
  return found;
}

/** Elements labelled `label` (aria-label), such as antd's icons and badges. */
export const labelled = (label: string, container: ParentNode = document.body): Element[] => [
  ...container.querySelectorAll(`[aria-label="${label}"]`),
];
