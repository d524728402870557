import type { HomeHowItWorksRecord } from 'shared/content';
import { ContactButton, Section, StepList } from 'shared/ui';
import styles from '../Home.module.css';

export function HowItWorksSection({ howItWorks }: { howItWorks: HomeHowItWorksRecord }) {
  return (
    <Section eyebrow={howItWorks.eyebrow} title={howItWorks.title} intro={howItWorks.intro}>
      <StepList steps={howItWorks.steps} layout="cards" />
      <div className={styles['home-steps__cta']}>
        <ContactButton label={howItWorks.ctaLabel} />
        <p>{howItWorks.ctaNote}</p>
      </div>
    </Section>
  );
}
