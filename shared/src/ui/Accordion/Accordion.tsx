import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './Accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The item open at first (uncontrolled mode); by default every item starts collapsed. */
  defaultOpenId?: string | null;
  /** Controlled mode: the open item's id, or null for none. */
  openId?: string | null;
  /** Called with the item to open, or null when the open one is collapsed. */
  onOpenChange?: (openId: string | null) => void;
  /** Level of the heading wrapping each button, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/**
 * Disclosure list after the WAI-ARIA accordion pattern: one item open at a time; a heading holds
 * each button (aria-expanded, aria-controls) and the panel is a region named by its button.
 * Enter and Space toggle (native buttons); Arrow Up/Down, Home and End move between headers.
 */
export function Accordion({
  items,
  defaultOpenId = null,
  openId,
  onOpenChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [uncontrolledOpenId, setUncontrolledOpenId] = useState<string | null>(defaultOpenId);
  const isControlled = openId !== undefined;
  const currentOpenId = isControlled ? openId : uncontrolledOpenId;
  const Heading = headingTags[headingLevel];

  const toggle = (id: string) => {
    const next = currentOpenId === id ? null : id;
    if (!isControlled) setUncontrolledOpenId(next);
    onOpenChange?.(next);
  };

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const root = event.currentTarget.closest('.accordion');
    if (!root) return;
    // Only this accordion's own headers, not those of an accordion nested in a panel.
    const triggers = Array.from(root.querySelectorAll<HTMLButtonElement>('.accordion__trigger')).filter(
      (trigger) => trigger.closest('.accordion') === root,
    );
    const index = triggers.indexOf(event.currentTarget);
    const last = triggers.length - 1;
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowDown' ? (index + 1) % triggers.length : (index - 1 + triggers.length) % triggers.length;
    event.preventDefault();
    triggers[target]?.focus();
  };

  return (
    <div className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item, index) => {
        const isOpen = item.id === currentOpenId;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={isOpen ? 'accordion__item accordion__item--open' : 'accordion__item'}>
            <Heading className="accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="accordion__trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={moveFocus}
              >
                <span className="accordion__title">{item.title}</span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!isOpen}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
