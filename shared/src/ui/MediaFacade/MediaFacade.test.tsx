import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaFacade } from './MediaFacade';

const video = {
  kind: 'video',
  title: 'Facility tour of our Norcross plant',
  startLabel: 'Play video: Facility tour of our Norcross plant',
  embedUrl: 'https://video.example.com/embed/tour?autoplay=1',
} as const;

test('no third-party frame loads until the visitor presses play; then focus moves into it', async () => {
  const user = userEvent.setup();
  const { container } = render(<MediaFacade media={video} />);
  expect(container.querySelector('iframe')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Play video: Facility tour of our Norcross plant' }));
  const frame = screen.getByTitle('Facility tour of our Norcross plant');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', 'https://video.example.com/embed/tour?autoplay=1');
  expect(frame).toHaveFocus();
});

test('a map waits for its button the same way', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <MediaFacade
      media={{
        kind: 'map',
        title: 'Map of our office',
        startLabel: 'Show the map',
        embedUrl: 'https://maps.example.com/embed',
      }}
    />,
  );
  expect(container.querySelector('iframe')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Show the map' }));
  expect(screen.getByTitle('Map of our office')).toHaveAttribute('src', 'https://maps.example.com/embed');
});
