import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleCaseStudy } from '../CaseStudyDialog/exampleCaseStudy';
import { CaseStudyTeaser } from './CaseStudyTeaser';

test('the button opens the full study; Escape closes it and focus returns to the button', async () => {
  const user = userEvent.setup();
  render(
    <CaseStudyTeaser caseStudy={exampleCaseStudy} openLabel="Read Full Case Study" metricsLabel="Results in figures" />,
  );
  expect(screen.getByRole('list', { name: 'Results in figures' })).toHaveTextContent('98% on-time delivery');
  const open = screen.getByRole('button', { name: 'Read Full Case Study' });
  await user.click(open);
  expect(screen.getByRole('dialog', { name: 'Patient monitor boards at 99.8% first-pass yield' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(open).toHaveFocus());
});
