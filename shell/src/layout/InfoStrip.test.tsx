import { screen } from '@testing-library/react';
import { site } from 'shared/config';
import { InfoStrip } from './InfoStrip';
import { renderInRouter } from './testUtils';

describe('InfoStrip', () => {
  it('shows the DUN and CAGE numbers from the site config and links to the client portal', async () => {
    const { container, user } = renderInRouter(<InfoStrip />);
    const strip = container.querySelector('.info-strip')!;
    expect(strip).toHaveTextContent(`DUN ${site.dunNumber}`);
    expect(strip).toHaveTextContent(`CAGE ${site.cageCode}`);
    const portal = screen.getByRole('link', { name: 'Client Portal' });
    expect(portal).toHaveAttribute('href', '/client-portal');
    expect(portal).toHaveClass('info-strip__portal');
    await user.click(portal);
    expect(screen.getByTestId('location')).toHaveTextContent('/client-portal');
  });
});
