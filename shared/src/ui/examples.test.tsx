import { render } from '@testing-library/react';
import axe from 'axe-core';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { shownTexts, textsMissingFrom } from '../../../test-support/shownTexts';
import { notShownIn, type ComponentExamples } from './examples';

/**
 * GOV.UK Frontend's way: every kit component documents named examples of its props beside it
 * (`X.examples.ts`), and these loops render each one, check that it shows every word its props
 * hold, and run axe on the result. A new component without examples fails here, so it cannot skip
 * its render or accessibility check.
 */

/** Folders of the kit that hold no component. */
const NOT_COMPONENTS = new Set(['classNames']);

const componentFolders = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_COMPONENTS.has(entry.name))
  .map((entry) => entry.name);

function examplesOf(folder: string): ComponentExamples<object> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(__dirname, folder, `${folder}.examples.ts`)).default as ComponentExamples<object>;
}

test.each(componentFolders)('%s documents its examples beside it', (folder) => {
  expect(existsSync(path.join(__dirname, folder, `${folder}.examples.ts`))).toBe(true);
  expect(Object.keys(examplesOf(folder).examples).length).toBeGreaterThan(0);
});

const cases = componentFolders
  .filter((folder) => existsSync(path.join(__dirname, folder, `${folder}.examples.ts`)))
  .flatMap((folder) => Object.keys(examplesOf(folder).examples).map((name) => [folder, name] as const));

function renderExample(folder: string, name: string) {
  const { component, examples } = examplesOf(folder);
  render(
    <MemoryRouter>
      <main>
        <h1>Examples</h1>
        <h2>{folder}</h2>
        {createElement(component, examples[name])}
      </main>
    </MemoryRouter>,
  );
}

test.each(cases)('%s, example "%s", shows every word its props hold', (folder, name) => {
  const examples = examplesOf(folder);
  renderExample(folder, name);
  const texts = shownTexts(examples.examples[name], notShownIn(examples, name));
  // A dialog is drawn outside the example's own tree, so the whole document is searched.
  expect(textsMissingFrom(document.body, texts)).toEqual([]);
});

test.each(cases)('%s, example "%s", renders with no axe violation', async (folder, name) => {
  renderExample(folder, name);
  // jsdom paints nothing, so contrast is checked where pixels exist: the browser tests run axe's whole rule set.
  const results = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
});
