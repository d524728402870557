import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageRecord, SignInRecord } from 'shared/content';
import { loadRecord } from 'shared/content/pages/portals';
import { routesOfGroup } from 'shared/routes';
import { pageAndRecord } from '../../../test-support/groupPages';
import { expectRecordOnPage } from '../../../test-support/pageOnScreen';
import { renderPage } from '../../../test-support/renderPage';
import { pages } from '../exposedPages';

function signInOf(record: PageRecord): SignInRecord {
  const aside = record.hero.aside;
  if (aside?.kind !== 'signIn') throw new Error('The portal has no sign-in card.');
  return aside;
}

const routes = routesOfGroup('portals');

test.each(routes)('$path shows everything its record holds under its one h1', async ({ path }) => {
  const { Page, record } = await pageAndRecord(pages, loadRecord, path);
  renderPage(Page, path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(record.hero.title);
  expectRecordOnPage(record);
});

test.each(routes)('$path labels its e-mail and password fields with their types', async ({ path }) => {
  const { Page, record } = await pageAndRecord(pages, loadRecord, path);
  const signIn = signInOf(record);
  renderPage(Page, path);
  expect(screen.getByLabelText(signIn.emailLabel)).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText(signIn.emailLabel)).toHaveAttribute('placeholder', signIn.emailPlaceholder);
  expect(screen.getByLabelText(signIn.passwordLabel)).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText(signIn.passwordLabel)).toHaveAttribute('placeholder', signIn.passwordPlaceholder);
});

test.each(routes)(
  '$path answers a sign-in with the way to get access instead of a fake sign-in, keeping what was typed',
  async ({ path }) => {
    const { Page, record } = await pageAndRecord(pages, loadRecord, path);
    const signIn = signInOf(record);
    const user = userEvent.setup();
    renderPage(Page, path);
    await user.type(screen.getByLabelText(signIn.emailLabel), 'buyer@oem.test');
    await user.type(screen.getByLabelText(signIn.passwordLabel), 'secret');
    await user.click(screen.getByRole('button', { name: signIn.submitLabel }));
    expect(screen.getByRole('status')).toHaveTextContent(signIn.submittedMessage);
    expect(screen.getByLabelText(signIn.emailLabel)).toHaveValue('buyer@oem.test');
  },
);

test.each(routes)('$path gives its help button a real answer', async ({ path }) => {
  const { Page, record } = await pageAndRecord(pages, loadRecord, path);
  const signIn = signInOf(record);
  renderPage(Page, path);
  await userEvent.setup().click(screen.getByRole('button', { name: signIn.helpLabel }));
  expect(screen.getByRole('status')).toHaveTextContent(signIn.helpMessage);
});

test('the investor portal says it is for authorized investors only', async () => {
  renderPage((await pages['/investor-portal']()).default, '/investor-portal');
  expect(screen.getAllByText(/authorized investors only/i).length).toBeGreaterThan(0);
});
