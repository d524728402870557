import type { ProcessStepRecord } from '../../content/types';
import { CheckList } from '../CheckList';
import { cx } from '../classNames';
import { IconBadge } from '../IconBadge';
import styles from './StepList.module.css';

export interface StepListProps {
  /** A heading over the steps when they are one part of a larger section. */
  title?: string;
  steps: readonly ProcessStepRecord[];
  /** 'row': side by side on wide screens; 'stack': one card under the other; 'cards': side by side as cards. */
  layout?: 'row' | 'stack' | 'cards';
}

/** Numbered process steps, an ordered list, so screen readers announce "1 of 5". */
export function StepList({ title, steps, layout = 'stack' }: StepListProps) {
  const StepHeading = title ? 'h4' : 'h3';
  return (
    <div className={cx(styles[`step-list--${layout}`], steps.length === 4 && styles['step-list--four'])}>
      {title ? <h3 className={styles['step-list__title']}>{title}</h3> : null}
      <ol className={styles['step-list__steps']}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles['step-list__step']}>
            <span className={styles['step-list__number']} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              {step.icon ? <IconBadge name={step.icon} className={styles['step-list__icon']} /> : null}
              <StepHeading className={styles['step-list__step-title']}>{step.title}</StepHeading>
              <p className={styles['step-list__step-text']}>{step.description}</p>
              {step.points && step.points.length > 0 ? (
                <CheckList items={step.points} className={styles['step-list__points']} />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
