/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { LazyImage } from './LazyImage';

describe('LazyImage on the server', () => {
  it('renders the sized placeholder, with the image only in <noscript> for visitors without JavaScript', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<LazyImage src="/img/smt-line.jpg" alt="SMT line" width={640} height={360} />);
    expect(html).toMatch(
      /^<span role="none" class="lazy-image lazy-image--placeholder" style="[^"]*aspect-ratio:640 \/ 360[^"]*--lazy-image-width:640px/,
    );
    const outsideNoscript = html.replace(/<noscript>[\s\S]*<\/noscript>/, '');
    expect(outsideNoscript).not.toContain('<img');
    expect(outsideNoscript).not.toContain('smt-line.jpg');
    expect(html).toMatch(
      /<noscript><img class="lazy-image__fallback" src="\/img\/smt-line.jpg" alt="SMT line" width="640" height="360"/,
    );
  });
});
