import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Accordion, type AccordionItem, type AccordionProps } from './Accordion';

const items: AccordionItem[] = [
  { id: 'moq', title: 'Is there a minimum order?', content: <p>No minimum for prototypes.</p> },
  { id: 'lead', title: 'What are your lead times?', content: <p>Two to four weeks.</p> },
  { id: 'itar', title: <strong>Are you ITAR registered?</strong>, content: <p>Yes.</p> },
];

function renderAccordion(props: Partial<AccordionProps> = {}) {
  const user = userEvent.setup();
  const utils = render(<Accordion items={items} defaultOpenId="moq" {...props} />);
  return { user, ...utils };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('opens the item given as defaultOpenId (the first) and collapses the rest', () => {
    renderAccordion();
    expect(button('Is there a minimum order?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No minimum for prototypes.')).toBeVisible();
    expect(button('What are your lead times?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Two to four weeks.').parentElement).toHaveAttribute('hidden');
  });

  it('starts with everything collapsed without defaultOpenId', () => {
    render(<Accordion items={items} />);
    for (const trigger of screen.getAllByRole('button')) expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('wires each heading button to its panel region', () => {
    renderAccordion();
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(3);
    items.forEach((item, index) => {
      const trigger = screen.getAllByRole('button')[index]!;
      expect(headings[index]).toContainElement(trigger);
      expect(trigger).toHaveAttribute('type', 'button');
      const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', trigger.id);
    });
    const region = screen.getByRole('region', { name: 'Is there a minimum order?' });
    expect(region).toHaveTextContent('No minimum for prototypes.');
    expect(new Set(screen.getAllByRole('button').map((trigger) => trigger.id)).size).toBe(3);
  });

  it('uses the requested heading level', () => {
    renderAccordion({ headingLevel: 2 });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Are you ITAR registered?' })).toBeInTheDocument();
  });

  it('keeps one item open: opening another closes the first', async () => {
    const { user } = renderAccordion();
    await user.click(button('What are your lead times?'));
    expect(button('What are your lead times?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What are your lead times?' })).toBeVisible();
    expect(button('Is there a minimum order?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('No minimum for prototypes.')).not.toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('collapses the open item when its button is clicked', async () => {
    const { user } = renderAccordion();
    await user.click(button('Is there a minimum order?'));
    expect(button('Is there a minimum order?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('No minimum for prototypes.').parentElement).toHaveAttribute('hidden');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('toggles with Enter and Space on the focused button', async () => {
    const { user } = renderAccordion();
    await user.tab();
    expect(button('Is there a minimum order?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('Is there a minimum order?')).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(button('What are your lead times?')).toHaveFocus();
    await user.keyboard(' ');
    expect(button('What are your lead times?')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(button('What are your lead times?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus between headers with the arrow keys, Home and End', async () => {
    const { user } = renderAccordion();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(button('What are your lead times?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Are you ITAR registered?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button('Is there a minimum order?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button('Are you ITAR registered?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Is there a minimum order?')).toHaveFocus();
  });

  it('follows openId in controlled mode and reports the requested change', async () => {
    const onOpenChange = jest.fn();
    const user = userEvent.setup();
    function Controlled() {
      const [openId, setOpenId] = useState<string | null>('lead');
      return (
        <Accordion
          items={items}
          openId={openId}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpenId(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(button('What are your lead times?')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('Are you ITAR registered?'));
    expect(onOpenChange).toHaveBeenLastCalledWith('itar');
    expect(button('Are you ITAR registered?')).toHaveAttribute('aria-expanded', 'true');
    expect(button('What are your lead times?')).toHaveAttribute('aria-expanded', 'false');
    await user.click(button('Are you ITAR registered?'));
    expect(onOpenChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('does not change on its own in controlled mode', async () => {
    const onOpenChange = jest.fn();
    const user = userEvent.setup();
    render(<Accordion items={items} openId="moq" onOpenChange={onOpenChange} />);
    await user.click(button('What are your lead times?'));
    expect(onOpenChange).toHaveBeenCalledWith('lead');
    expect(button('Is there a minimum order?')).toHaveAttribute('aria-expanded', 'true');
    expect(button('What are your lead times?')).toHaveAttribute('aria-expanded', 'false');
  });
});
