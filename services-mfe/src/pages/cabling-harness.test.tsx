import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from 'shared/config';
import cablingHarnessPage from 'shared/content/pages/services/cabling-harness';
import { blockOf } from '../../../test-support/pageRecord';
import { pageAt, renderPage } from '../../../test-support/renderPage';
import { pages } from '../exposedPages';

let CablingHarness: ComponentType;
beforeAll(async () => {
  CablingHarness = await pageAt(pages, '/cabling-harness');
});

const { media } = blockOf(cablingHarnessPage, 'media');

describe('Cable and harness page', () => {
  it('loads the video player only after the poster is clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(CablingHarness, '/cabling-harness');
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: media.startLabel }));
    const frame = screen.getByTitle(media.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toContain(
      `https://www.youtube-nocookie.com/embed/${site.videos.cablingHarness.id}`,
    );
    expect(screen.queryByRole('button', { name: media.startLabel })).not.toBeInTheDocument();
  });
});
