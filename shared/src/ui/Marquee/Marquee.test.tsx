import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Marquee } from './Marquee';

function renderMarquee() {
  const user = userEvent.setup();
  const utils = render(
    <Marquee label="Customer logos" durationSeconds={30}>
      <span>Acme Avionics</span>
      <span>Borealis Medical</span>
      <a href="/industries/defense">Cobalt Defense</a>
    </Marquee>,
  );
  return { user, ...utils };
}

describe('Marquee', () => {
  it('is a group named by its label', () => {
    renderMarquee();
    expect(screen.getByRole('group', { name: 'Customer logos' })).toHaveClass('marquee');
  });

  it('renders every child as a list item, twice, with the copy hidden and inert', () => {
    const { container } = renderMarquee();
    const lists = container.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    const [original, copy] = [lists[0]!, lists[1]!];
    expect(
      within(original)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Acme Avionics', 'Borealis Medical', 'Cobalt Defense']);
    expect(original).not.toHaveAttribute('aria-hidden');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy).toHaveAttribute('inert');
    expect(copy.querySelectorAll('li')).toHaveLength(3);
    expect(copy).toHaveTextContent('Acme AvionicsBorealis MedicalCobalt Defense');
    expect(screen.getAllByText('Acme Avionics')).toHaveLength(2);
    // Assistive technology meets each item once.
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'Cobalt Defense' })).toHaveLength(1);
  });

  it('passes the loop duration to CSS as a custom property', () => {
    renderMarquee();
    expect(screen.getByRole('group').style.getPropertyValue('--marquee-duration')).toBe('30s');
  });

  it('defaults to a 40 second loop', () => {
    render(<Marquee label="Testimonials">quote</Marquee>);
    expect(screen.getByRole('group').style.getPropertyValue('--marquee-duration')).toBe('40s');
  });

  it('has a pause toggle before the moving list that CSS follows', async () => {
    const { user } = renderMarquee();
    const group = screen.getByRole('group');
    const toggle = screen.getByRole('button', { name: 'Pause scrolling' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(group).not.toHaveClass('marquee--paused');
    expect(group).toHaveAttribute('data-paused', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Pause scrolling');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(group).toHaveClass('marquee--paused');
    expect(group).toHaveAttribute('data-paused', 'true');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Pause scrolling' })).toHaveAttribute('aria-pressed', 'false');
    expect(group).not.toHaveClass('marquee--paused');
  });

  it('puts the pause button first in the tab order', async () => {
    const { user } = renderMarquee();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause scrolling' })).toHaveFocus();
    await user.tab();
    // (jsdom ignores `inert`, so whether the copy is skipped is left to the attribute test above.)
    expect(screen.getByRole('link', { name: 'Cobalt Defense' })).toHaveFocus();
  });
});
