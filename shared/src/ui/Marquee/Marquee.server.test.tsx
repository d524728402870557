/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { Marquee } from './Marquee';

describe('Marquee on the server', () => {
  it('renders both lists, the pause button and the duration without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <Marquee label="Customer logos" durationSeconds={25}>
        <span>Acme Avionics</span>
        <span>Borealis Medical</span>
      </Marquee>,
    );
    expect(html).toContain('role="group" aria-label="Customer logos"');
    expect(html).toContain('--marquee-duration:25s');
    expect(html).toMatch(
      /<button type="button" class="marquee__toggle" aria-pressed="false">.*Pause scrolling<\/button>/,
    );
    expect(html.match(/<li class="marquee__item">/g)).toHaveLength(4);
    expect(html).toContain('<ul class="marquee__list marquee__list--copy" aria-hidden="true" inert="">');
  });
});
