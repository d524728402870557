import { homeHowItWorks } from 'shared/content';
import { ContactButton, Section, StepList } from 'shared/ui';
import styles from '../Home.module.css';

export function HowItWorksSection() {
  return (
    <Section eyebrow={homeHowItWorks.eyebrow} title={homeHowItWorks.title} intro={homeHowItWorks.intro}>
      <StepList steps={homeHowItWorks.steps} layout="cards" />
      <div className={styles['home-steps__cta']}>
        <ContactButton label={homeHowItWorks.ctaLabel} />
        <p>{homeHowItWorks.ctaNote}</p>
      </div>
    </Section>
  );
}
