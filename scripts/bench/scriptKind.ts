/** The kind of code a script is, from its address: the profile's rows. */
export function scriptKind(url: string, shellPort: number): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Lighthouse's "Other" and "Unattributable": work it could not tie to a script's address.
    return 'not tied to a script';
  }
  const file = parsed.pathname.split('/').pop() ?? '';
  if (!file.endsWith('.js')) return 'document and other';
  if (file.startsWith('libraries.')) return 'libraries (React DOM, router)';
  if (file.startsWith('runtime.') || file.startsWith('remoteEntry.')) return 'webpack and federation runtime';
  if (parsed.port === String(shellPort) && /^(main|boot|dialog-frame|web-vitals)\./.test(file)) return 'shell app';
  if (file.startsWith('__federation_expose_pages.')) return "group's pages module";
  if (/^\d+\./.test(file)) return 'kit and shared chunks';
  return 'page chunk';
}
