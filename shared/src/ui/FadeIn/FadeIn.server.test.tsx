/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { FadeIn } from './FadeIn';

describe('FadeIn on the server', () => {
  it('renders its content visible: no hidden starting state in the markup', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <FadeIn as="article" className="story">
        <p>Built in Ohio</p>
      </FadeIn>,
    );
    expect(html).toBe('<article class="fade-in story"><p>Built in Ohio</p></article>');
  });
});
