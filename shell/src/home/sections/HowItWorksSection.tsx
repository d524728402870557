import { homeHowItWorks } from 'shared/content';
import { Icon, Section } from 'shared/ui';
import styles from '../Home.module.css';

export function HowItWorksSection({ onContact }: { onContact: () => void }) {
  return (
    <Section eyebrow={homeHowItWorks.eyebrow} title={homeHowItWorks.title} intro={homeHowItWorks.intro}>
      <ol className={styles['home-steps']}>
        {homeHowItWorks.steps.map((step) => (
          <li key={step.step} className={styles['home-step']}>
            <span className={styles['home-step__number']} aria-hidden="true">
              {step.step}
            </span>
            <span className={styles['home-step__icon']}>
              <Icon name={step.icon} size={28} />
            </span>
            <h3 className={styles['home-step__title']}>{step.title}</h3>
            <p>{step.description}</p>
            <ul className={styles['home-step__points']}>
              {step.points.map((point) => (
                <li key={point}>
                  <Icon name="check" size={16} />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className={styles['home-steps__cta']}>
        <button type="button" className="button button--primary" onClick={onContact} aria-haspopup="dialog">
          {homeHowItWorks.ctaLabel}
        </button>
        <p>{homeHowItWorks.ctaNote}</p>
      </div>
    </Section>
  );
}
