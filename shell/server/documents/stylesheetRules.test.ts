import { topLevelRules, withoutRulesIn } from './stylesheetRules';

test('splits a stylesheet into its top-level rules, media blocks whole, comments dropped', () => {
  const css = `/* the kit */
.section_a { padding: 3.5rem 0; }
@media (min-width: 1024px) { .section_a { padding: 5rem 0; } }
@import url("x.css");
.tag_b::before { content: "}{"; }
/* a comment with a } brace */
.callout_c{display:flex}`;
  expect(topLevelRules(css)).toEqual([
    '.section_a { padding: 3.5rem 0; }',
    '@media (min-width: 1024px) { .section_a { padding: 5rem 0; } }',
    '@import url("x.css");',
    '.tag_b::before { content: "}{"; }',
    '.callout_c{display:flex}',
  ]);
});

test('keeps only the rules the other stylesheet lacks, in their order', () => {
  const shell = new Set(
    topLevelRules('.section_a { padding: 3.5rem 0; }\n@media (min-width: 1024px) { .section_a { padding: 5rem 0; } }'),
  );
  const group =
    '.section_a { padding: 3.5rem 0; }\n.callout_c{display:flex}\n@media (min-width: 1024px) { .section_a { padding: 5rem 0; } }\n.section_a { padding: 1rem 0; }';
  expect(withoutRulesIn(group, shell)).toBe('.callout_c{display:flex}\n.section_a { padding: 1rem 0; }');
});
