import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../classNames';
import styles from './Accordion.module.css';

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
  // This accordion's own header buttons, by item index (never those of an accordion nested in a panel).
  const triggerRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (id: string) => {
    const next = currentOpenId === id ? null : id;
    if (!isControlled) setUncontrolledOpenId(next);
    onOpenChange?.(next);
  };

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const count = items.length;
    const last = count - 1;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? (index + 1) % count
            : (index - 1 + count) % count;
    event.preventDefault();
    triggerRefs.current[target]?.focus();
  };

  return (
    <div className={cx(styles['accordion'], className)}>
      {items.map((item, index) => {
        const isOpen = item.id === currentOpenId;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={styles['accordion__item']}>
            <Heading className={styles['accordion__heading']}>
              <button
                ref={(element) => {
                  triggerRefs.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className={styles['accordion__trigger']}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                {/* One flex item beside the chevron, whatever markup the title holds. */}
                <span>{item.title}</span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles['accordion__panel']}
              hidden={!isOpen}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
