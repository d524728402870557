import { pcbAssemblyPage } from 'shared/content';
import { site } from 'shared/config';
import { CardGrid, ContactButton, cx, FeatureCard, Icon, IconBadge, PageHero, RouteLink, Section, VideoEmbed } from 'shared/ui';
import styles from './PcbAssembly.module.css';

const { hero, advantages, video, capabilities, pdf, closing } = pcbAssemblyPage;

/** Our own drawing of an assembled board; decorative, with a fixed aspect ratio so nothing shifts. */
function BoardIllustration() {
  return (
    <svg className={styles['pcb-hero-art']} viewBox="0 0 360 240" width="360" height="240" aria-hidden="true" focusable="false">
      <rect x="8" y="8" width="344" height="224" rx="14" fill="#0f5132" />
      <rect x="8" y="8" width="344" height="224" rx="14" fill="none" stroke="#2d8a5f" strokeWidth="3" />
      <g stroke="#c9a227" strokeWidth="2.5" fill="none" strokeLinecap="round" opacity="0.85">
        <path d="M40 60h60v40h40" />
        <path d="M40 190h90v-30h50" />
        <path d="M320 60h-70v30" />
        <path d="M320 180h-50v-40h-40" />
        <path d="M180 40v50" />
      </g>
      <g fill="#c9a227">
        <circle cx="40" cy="60" r="5" />
        <circle cx="40" cy="190" r="5" />
        <circle cx="320" cy="60" r="5" />
        <circle cx="320" cy="180" r="5" />
        <circle cx="180" cy="40" r="5" />
      </g>
      <rect x="140" y="90" width="80" height="70" rx="4" fill="#1b2430" />
      <g fill="#9aa5b4">
        <rect x="148" y="82" width="6" height="8" />
        <rect x="162" y="82" width="6" height="8" />
        <rect x="176" y="82" width="6" height="8" />
        <rect x="190" y="82" width="6" height="8" />
        <rect x="204" y="82" width="6" height="8" />
        <rect x="148" y="160" width="6" height="8" />
        <rect x="162" y="160" width="6" height="8" />
        <rect x="176" y="160" width="6" height="8" />
        <rect x="190" y="160" width="6" height="8" />
        <rect x="204" y="160" width="6" height="8" />
      </g>
      <circle cx="152" cy="102" r="3" fill="#4a5565" />
      <rect x="250" y="120" width="34" height="16" rx="2" fill="#dbe4ef" />
      <rect x="250" y="150" width="34" height="16" rx="2" fill="#dbe4ef" />
      <rect x="60" y="110" width="14" height="34" rx="2" fill="#f7a8c4" />
      <rect x="86" y="110" width="14" height="34" rx="2" fill="#f7a8c4" />
      <circle cx="290" cy="205" r="12" fill="#13365f" stroke="#9aa5b4" strokeWidth="2" />
    </svg>
  );
}

export default function PcbAssembly() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ContactButton label={hero.contactLabel} />
            <a className="button button--outline-light" href={pdf.url} target="_blank" rel="noopener noreferrer">
              <Icon name="document" size={20} />
              {hero.pdfLinkLabel}
              <span className="visually-hidden"> {pdf.newTabNote}</span>
            </a>
          </>
        }
        aside={<BoardIllustration />}
      />

      <Section eyebrow={advantages.eyebrow} title={advantages.title} intro={advantages.intro}>
        <CardGrid columns={3}>
          {advantages.cards.map((card) => (
            <FeatureCard
              key={card.title}
              title={card.title}
              description={card.description}
              icon={card.icon}
              features={card.features}
            />
          ))}
        </CardGrid>
      </Section>

      <Section tone="tinted" eyebrow={video.eyebrow} title={video.title} intro={video.intro}>
        <VideoEmbed videoId={site.videos.pcbAssembly.id} title={site.videos.pcbAssembly.title} />
      </Section>

      <Section eyebrow={capabilities.eyebrow} title={capabilities.title} intro={capabilities.intro}>
        <h3 className="visually-hidden">{capabilities.statsLabel}</h3>
        <ul className={styles['pcb-stats']}>
          {capabilities.stats.map((stat) => (
            <li key={stat.label} className={styles['pcb-stats__item']}>
              <span className={styles['pcb-stats__value']}>{stat.value}</span> <span className={styles['pcb-stats__label']}>{stat.label}</span>
            </li>
          ))}
        </ul>

        <div className={styles['pcb-groups']}>
          {capabilities.groups.map((group) => (
            <article key={group.title} className={styles['pcb-group']}>
              <h3 className={styles['pcb-group__title']}>
                <IconBadge name={group.icon} size="sm" />
                {group.title}
              </h3>
              <ul className={styles['pcb-group__list']}>
                {group.items.map((item) => (
                  <li key={item}>
                    <Icon name="check" size={18} />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>

        <div className={styles['pcb-process']}>
          <h3 className={styles['pcb-process__title']}>{capabilities.processTitle}</h3>
          <ol className={styles['pcb-process__steps']}>
            {capabilities.process.map((step, index) => (
              <li key={step.title} className={styles['pcb-process__step']}>
                <span className={styles['pcb-process__number']} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <p className={styles['pcb-process__step-title']}>{step.title}</p>
                  <p className={styles['pcb-process__step-text']}>{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>

        <div className={styles['pcb-pdf']}>
          <span className={styles['pcb-pdf__icon']}>
            <Icon name="document" size={32} />
          </span>
          <div className={styles['pcb-pdf__text']}>
            <h3 className={styles['pcb-pdf__title']}>{pdf.title}</h3>
            <p>{pdf.text}</p>
          </div>
          <a className={cx('button button--ghost', styles['pcb-pdf__link'])} href={pdf.url} target="_blank" rel="noopener noreferrer">
            {pdf.linkLabel}
            <span className="visually-hidden"> {pdf.newTabNote}</span>
          </a>
        </div>
      </Section>

      <Section tone="dark" eyebrow={closing.eyebrow} title={closing.title} intro={closing.intro}>
        <div className={styles['pcb-cta']}>
          <ContactButton label={closing.contactLabel} />
          <a className={cx('button button--outline-light', styles['pcb-cta__phone'])} href={closing.phoneHref}>
            <Icon name="phone" size={20} />
            {closing.callLabel} {closing.phoneDisplay}
          </a>
        </div>
        <p className={styles['pcb-cta__more']}>
          <RouteLink to="/our-story" className={styles['pcb-cta__link']}>
            {closing.storyLinkLabel}
            <Icon name="arrowRight" size={18} />
          </RouteLink>
        </p>
      </Section>
    </>
  );
}
