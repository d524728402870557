/** The URL form of a filter's label ('Energy & Utility' is 'energy-utility'): the only form in which the route table keeps a query value. */
export function queryValueOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
