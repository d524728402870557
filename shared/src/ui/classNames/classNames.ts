/** Joins the truthy class names: `cx(styles.card, isOpen && styles['card--open'], 'button')`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
