/**
 * The words a record or an example's props put before a visitor, and a check that a rendered
 * tree shows each of them: a render test derived from the record, never a copy of its text.
 */

/** Keys whose values say how a thing looks or behaves, never words a visitor reads. */
const PRESENTATION_KEYS = new Set([
  'kind',
  'layout',
  'icon',
  'tone',
  'variant',
  'columns',
  'align',
  'surface',
  'emphasis',
  'size',
  'placement',
  'id',
  'loopSeconds',
  'width',
  'height',
  'number',
  'headingLevel',
  'density',
  'className',
  'as',
  // An identifier the kit says in words of its own (a certification's standing).
  'standing',
]);

/**
 * Every string in `value` a visitor is shown without pressing anything. `notShown` names what
 * appears only after a press (a dialog's text, a loaded frame): a key ('paragraphs') or the tail
 * of a path ('media.title', 'badges.items.description'); array indices do not count.
 */
export function shownTexts(value: unknown, notShown: readonly string[] = []): string[] {
  const hidden = notShown.map((entry) => entry.split('.'));
  const isHidden = (path: readonly string[]) =>
    hidden.some(
      (tail) =>
        tail.length <= path.length && tail.every((key, index) => path[path.length - tail.length + index] === key),
    );
  const walk = (node: unknown, path: readonly string[]): string[] => {
    if (typeof node === 'string') return node.trim() ? [node] : [];
    if (Array.isArray(node)) return node.flatMap((item) => walk(item, path));
    if (node && typeof node === 'object') {
      return Object.entries(node).flatMap(([key, child]) => {
        const childPath = [...path, key];
        return PRESENTATION_KEYS.has(key) || isHidden(childPath) ? [] : walk(child, childPath);
      });
    }
    return [];
  };
  return [...new Set(walk(value, []))];
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Everything `root` shows or names: its text, and the attributes that carry words or addresses. */
function visibleMaterial(root: Element): string {
  const attributes = ['alt', 'aria-label', 'title', 'placeholder', 'href', 'src', 'datetime', 'value'];
  const values = [root, ...root.querySelectorAll('*')].flatMap((element) =>
    attributes.flatMap((name) => (element.hasAttribute(name) ? [element.getAttribute(name) ?? ''] : [])),
  );
  return squash([root.textContent ?? '', ...values].join('\n'));
}

/** The texts of `texts` that `root` does not show; an empty list when every one is there. */
export function textsMissingFrom(root: Element, texts: readonly string[]): string[] {
  const material = visibleMaterial(root);
  return texts.filter((text) => !material.includes(squash(text)));
}
