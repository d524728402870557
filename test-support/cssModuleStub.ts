/** In unit tests a CSS module maps every class to its own name, so tests can read the plain names. */
const classes: Readonly<Record<string, string>> = new Proxy(
  {},
  { get: (_target, key) => (typeof key === 'string' ? key : undefined) },
);

export default classes;
