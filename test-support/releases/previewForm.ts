/** The hidden fields of a preview link's page, as its "Open the preview" form posts them. */
export function previewFormFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [
      match[1]!,
      match[2]!.replace(/&amp;/g, '&'),
    ]),
  );
}
