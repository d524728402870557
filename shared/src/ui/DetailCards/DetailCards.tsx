import type { DetailCardRecord } from '../../content/page';
import { CheckList } from '../CheckList';
import { cx } from '../classNames';
import { Dialog, useDialogChoice } from '../Dialog';
import { Icon } from '../Icon';
import { IconBadge } from '../IconBadge';
import styles from './DetailCards.module.css';

export interface DetailCardsProps {
  cards: readonly DetailCardRecord[];
  /** 'timeline': one under the other along a line; 'grid': side by side. */
  layout: 'timeline' | 'grid';
  /** The visible "read more" hint on each card; the card's button carries its own name. */
  openHint: string;
}

/** Cards that each open a dialog with more: choosing one opens it; closing returns focus to it. */
export function DetailCards({ cards, layout, openHint }: DetailCardsProps) {
  const { chosen, choose, close } = useDialogChoice(cards);
  return (
    <>
      <ol className={cx(styles['detail-cards'], styles[`detail-cards--${layout}`])}>
        {cards.map((card, index) => (
          <li key={card.title} className={styles['detail-cards__item']}>
            {layout === 'timeline' ? <span className={styles['detail-cards__marker']} aria-hidden="true" /> : null}
            <div className={styles['detail-cards__card']}>
              {card.icon ? <IconBadge name={card.icon} className={styles['detail-cards__icon']} /> : null}
              <h3 className={styles['detail-cards__heading']}>
                <button
                  type="button"
                  className={styles['detail-cards__button']}
                  aria-haspopup="dialog"
                  onClick={() => choose(index)}
                >
                  {card.kicker ? <span className={styles['detail-cards__kicker']}>{card.kicker}</span> : null}
                  <span className={styles['detail-cards__title']}>{card.title}</span>
                </button>
              </h3>
              <p className={styles['detail-cards__summary']}>{card.description}</p>
              <span className={styles['detail-cards__hint']} aria-hidden="true">
                {openHint}
                <Icon name="arrowRight" size={16} />
              </span>
            </div>
          </li>
        ))}
      </ol>
      {chosen ? (
        <Dialog
          isOpen
          onDismiss={close}
          title={chosen.title}
          description={chosen.kicker ?? chosen.description}
          size="lg"
          footerClose
        >
          {chosen.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles['detail-cards__text']}>
              {paragraph}
            </p>
          ))}
          {chosen.features && chosen.features.length > 0 ? (
            <>
              {chosen.featuresLabel ? (
                <h3 className={styles['detail-cards__list-title']}>{chosen.featuresLabel}</h3>
              ) : null}
              <CheckList items={chosen.features} />
            </>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}
