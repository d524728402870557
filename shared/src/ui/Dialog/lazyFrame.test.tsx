/**
 * The dialog library arrives only when a dialog first opens (the browser tests watch the chunk
 * come over the network). The test setup preloads it for every other test file; this one takes
 * a fresh module registry in which nothing has loaded it, and opens a dialog the way a visitor does.
 */
// Not isolateModules: the Dialog's import() runs after the callback, and must resolve in the same registry.
// require(), not import: the modules must be loaded after the reset, and imports are hoisted above it.
/* eslint-disable @typescript-eslint/no-require-imports */
jest.resetModules();
const testing = require('@testing-library/react') as typeof import('@testing-library/react');
const { Dialog } = require('./Dialog') as typeof import('./Dialog');
const react = require('react') as typeof import('react');
/* eslint-enable @typescript-eslint/no-require-imports */

const dialog = (isOpen: boolean) =>
  react.createElement(Dialog, { isOpen, onDismiss: jest.fn(), title: 'Request a quote', children: 'Body' });

test('a closed dialog renders nothing', () => {
  const { container } = testing.render(dialog(false));
  expect(container).toBeEmptyDOMElement();
  expect(testing.screen.queryByRole('dialog')).toBeNull();
});

test('the first opening fetches the library and shows the dialog with focus on its Close button; later openings are immediate', async () => {
  const { render, screen, act } = testing;
  const { rerender } = render(dialog(false));
  await act(async () => rerender(dialog(true)));
  expect(screen.getByRole('dialog', { name: 'Request a quote' })).toHaveTextContent('Body');
  expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();

  rerender(dialog(false));
  expect(screen.queryByRole('dialog')).toBeNull();
  rerender(dialog(true));
  expect(screen.getByRole('dialog', { name: 'Request a quote' })).toBeInTheDocument();
});
