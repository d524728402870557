import type { ComponentType } from 'react';

/** Named, documented examples of one kit component's props; the examples test renders each and runs axe on it. */
export interface ComponentExamples<Props extends object> {
  readonly component: ComponentType<Props>;
  readonly examples: Readonly<Record<string, Props>>;
}

export function defineExamples<Props extends object>(
  component: ComponentType<Props>,
  examples: Readonly<Record<string, Props>>,
): ComponentExamples<Props> {
  return { component, examples };
}
