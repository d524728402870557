import { useCallback, useState } from 'react';
import {
  medicalCaseStudy,
  medicalCaseStudyTeaser,
  medicalCertifications,
  medicalClosing,
  medicalDeviceCategories,
  medicalExcellence,
  medicalHero,
  medicalProcess,
  medicalSections,
  type CertificationStatusRecord,
} from 'shared/content';
import { CardGrid, ContactButton, cx, FeatureCard, PageHero, RouteLink, Section } from 'shared/ui';
import { CaseStudyDialog } from '../../components/CaseStudyDialog/CaseStudyDialog';
import styles from './Medical.module.css';

const statusClass: Record<CertificationStatusRecord['status'], string | undefined> = {
  Certified: styles['medical-cert__status--certified'],
  Trained: styles['medical-cert__status--trained'],
  Registered: styles['medical-cert__status--registered'],
};

/** Our own illustration: a circuit board carrying a heartbeat trace. Decorative only. */
function MedicalBoardIllustration() {
  return (
    <svg className={styles['medical-hero-art']} viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <rect x="10" y="10" width="300" height="200" rx="18" fill="#13365f" stroke="#f7a8c4" strokeWidth="2" />
      <g fill="none" stroke="#4f7bab" strokeWidth="2" strokeLinecap="round">
        <path d="M40 40h60v30h40" />
        <path d="M40 180h50v-25h60" />
        <path d="M280 40h-50v35h-30" />
        <path d="M280 180h-40v-30h-40" />
      </g>
      <g fill="#f7a8c4">
        <circle cx="40" cy="40" r="5" />
        <circle cx="40" cy="180" r="5" />
        <circle cx="280" cy="40" r="5" />
        <circle cx="280" cy="180" r="5" />
      </g>
      <rect x="132" y="52" width="56" height="36" rx="4" fill="#0b2545" stroke="#dbe4ef" strokeWidth="2" />
      <rect x="140" y="140" width="40" height="26" rx="3" fill="#0b2545" stroke="#dbe4ef" strokeWidth="2" />
      <path
        d="M30 112h70l12-24 16 48 14-36 10 12h30l10-20 12 40 12-20h74"
        fill="none"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g transform="translate(258 84)">
        <rect x="-14" y="-4" width="28" height="8" rx="2" fill="#b0174f" />
        <rect x="-4" y="-14" width="8" height="28" rx="2" fill="#b0174f" />
      </g>
    </svg>
  );
}

export default function Medical() {
  const [caseStudyOpen, setCaseStudyOpen] = useState(false);
  const closeCaseStudy = useCallback(() => setCaseStudyOpen(false), []);

  return (
    <div>
      <PageHero
        eyebrow={medicalHero.eyebrow}
        title={medicalHero.title}
        lead={medicalHero.lead}
        actions={<ContactButton label={medicalHero.contactLabel} />}
        aside={<MedicalBoardIllustration />}
      />

      <Section {...medicalSections.excellence}>
        <CardGrid columns={4}>
          {medicalExcellence.map((card) => (
            <FeatureCard key={card.title} title={card.title} description={card.description} icon={card.icon} features={card.features} />
          ))}
        </CardGrid>
      </Section>

      <Section {...medicalSections.devices} tone="tinted">
        <CardGrid columns={3}>
          {medicalDeviceCategories.map((category) => (
            <FeatureCard key={category.title} title={category.title} description={category.description} icon={category.icon}>
              <div className={styles['medical-device__examples']}>
                <p className={styles['medical-device__label']}>{category.examplesLabel}</p>
                <ul className={styles['medical-device__list']}>
                  {category.examples.map((example) => (
                    <li key={example}>{example}</li>
                  ))}
                </ul>
              </div>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section {...medicalSections.certifications}>
        <ul className={styles['medical-certs']}>
          {medicalCertifications.map((cert) => (
            <li key={cert.name} className={styles['medical-cert']}>
              <h3 className={styles['medical-cert__name']}>{cert.name}</h3>
              <span className={cx(styles['medical-cert__status'], statusClass[cert.status])}>{cert.status}</span>
              {cert.description ? <p className={styles['medical-cert__description']}>{cert.description}</p> : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section {...medicalSections.process} tone="tinted">
        <ol className={styles['medical-process']}>
          {medicalProcess.map((step, index) => (
            <li key={step.title} className={styles['medical-process__step']}>
              <span className={styles['medical-process__number']} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={styles['medical-process__title']}>{step.title}</h3>
                <p className={styles['medical-process__description']}>{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        eyebrow={medicalCaseStudyTeaser.eyebrow}
        title={medicalCaseStudyTeaser.title}
        intro={medicalCaseStudyTeaser.intro}
        id="case-study"
      >
        <article className={styles['medical-case']}>
          <p className={styles['medical-case__industry']}>{medicalCaseStudy.industry}</p>
          <h3 className={styles['medical-case__title']}>{medicalCaseStudy.title}</h3>
          <p className={styles['medical-case__description']}>{medicalCaseStudy.description}</p>
          <dl className={styles['medical-case__metrics']}>
            {medicalCaseStudy.metrics.map((metric) => (
              <div key={metric.label} className={styles['medical-case__metric']}>
                <dt>{metric.label}</dt>
                <dd>{metric.value}</dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            className="button button--primary"
            aria-haspopup="dialog"
            onClick={() => setCaseStudyOpen(true)}
          >
            {medicalCaseStudyTeaser.openLabel}
          </button>
        </article>
        <CaseStudyDialog caseStudy={medicalCaseStudy} isOpen={caseStudyOpen} onDismiss={closeCaseStudy} />
      </Section>

      <Section title={medicalClosing.title} intro={medicalClosing.intro} tone="dark">
        <div className={styles['medical-cta']}>
          <ContactButton label={medicalClosing.contactLabel} />
          <RouteLink to="/pcb-assembly" className="button button--outline-light">
            {medicalClosing.secondaryLinkLabel}
          </RouteLink>
        </div>
      </Section>
    </div>
  );
}
