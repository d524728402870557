/**
 * A stylesheet's top-level rules, each as written: a style rule with its block, an at-rule with its
 * block (`@media …{…}`), or an at-rule statement (`@import …;`). Comments between rules are dropped;
 * braces inside comments and quoted strings do not count.
 */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let index = 0;
  const close = (end: number) => {
    const rule = css.slice(start, end).trim();
    if (rule) rules.push(rule);
    start = end;
  };
  while (index < css.length) {
    const char = css[index];
    if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      index = end < 0 ? css.length : end + 2;
      if (depth === 0) start = index;
      continue;
    }
    if (char === '"' || char === "'") {
      let end = index + 1;
      while (end < css.length && css[end] !== char) end += css[end] === '\\' ? 2 : 1;
      index = end + 1;
      continue;
    }
    index += 1;
    if (char === '{') depth += 1;
    else if (char === '}' && depth > 0 && --depth === 0) close(index);
    else if (char === ';' && depth === 0) close(index);
  }
  close(css.length);
  return rules;
}

/** The stylesheet without the rules `present` already holds, word for word. */
export function withoutRulesIn(css: string, present: ReadonlySet<string>): string {
  return topLevelRules(css)
    .filter((rule) => !present.has(rule))
    .join('\n');
}
