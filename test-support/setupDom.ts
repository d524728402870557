import '@testing-library/jest-dom';
import { loadDialogFrame } from '../shared/src/ui/Dialog/loadDialogFrame';

// A dialog fetches its library the first time one opens (a network round trip in the browser).
// Loading it before each test file lets component tests find an opened dialog at once; the
// first-opening path itself is tested in Dialog/lazyFrame.test.tsx and in the browser.
beforeAll(() => loadDialogFrame());

// Anything printed to console.error during a component test (React's act, key and hydration
// warnings, jsdom's errors) is a defect the test did not look for, so it fails that test. A test
// that expects an error message spies on console.error itself.
const unexpectedErrors: string[] = [];
const printError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  unexpectedErrors.push(args.map(String).join(' ').split('\n')[0]!);
  printError(...args);
};
afterEach(() => {
  const printed = unexpectedErrors.splice(0);
  if (printed.length > 0)
    throw new Error(`The test printed ${printed.length} console error(s):\n${printed.join('\n')}`);
});
