/** Component styles: class names are scoped to the stylesheet's content (see tooling/webpack/cssModules.ts). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
/** Global styles, imported for their side effect. */
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
/** An SVG inlined as a `data:` URL (tooling/webpack/inlineArt.ts: hero art, a page's largest paint). */
declare module '*.svg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
