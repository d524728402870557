import type { ComponentType } from 'react';

/**
 * Props whose words are not on the page as first drawn: shown only after a press (a dialog's
 * text, a loaded frame) or not words at all (an icon's name). Each entry is a key or the tail of a
 * path, e.g. 'badges.items.description'; given per example, or once for all of them.
 */
export type NotShown = readonly string[] | Readonly<Record<string, readonly string[]>>;

/** Named, documented examples of one kit component's props; the examples test renders each, checks it shows what its props hold, and runs axe on it. */
export interface ComponentExamples<Props extends object> {
  readonly component: ComponentType<Props>;
  readonly examples: Readonly<Record<string, Props>>;
  readonly notShown: NotShown;
}

export function defineExamples<Props extends object>(
  component: ComponentType<Props>,
  examples: Readonly<Record<string, Props>>,
  options: { readonly notShown?: NotShown } = {},
): ComponentExamples<Props> {
  return { component, examples, notShown: options.notShown ?? [] };
}

/** What example `name` of `examples` does not show at first. */
export function notShownIn(examples: ComponentExamples<object>, name: string): readonly string[] {
  const { notShown } = examples;
  return Array.isArray(notShown) ? notShown : ((notShown as Readonly<Record<string, readonly string[]>>)[name] ?? []);
}
