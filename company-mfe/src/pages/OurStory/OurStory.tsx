import { useCallback, useState } from 'react';
import { site } from 'shared/config';
import {
  ourStoryBadges,
  ourStoryClosing,
  ourStoryCulture,
  ourStoryHero,
  ourStoryLeadership,
  ourStoryMission,
  ourStoryTimeline,
  ourStoryValues,
  ourStoryVideo,
  type StoryBadgeRecord,
} from 'shared/content';
import { CardGrid, ContactButton, cx, Dialog, FeatureCard, Icon, IconBadge, PageHero, Section, VideoEmbed } from 'shared/ui';
import styles from './OurStory.module.css';

/** The /our-story page: who we are, how we got here and what we stand for. */
export default function OurStory() {
  return (
    <>
      <PageHero
        eyebrow={ourStoryHero.eyebrow}
        title={ourStoryHero.title}
        lead={ourStoryHero.lead}
        aside={<HeroStats />}
      />

      <Section eyebrow={ourStoryVideo.eyebrow} title={ourStoryVideo.title} intro={ourStoryVideo.intro}>
        <VideoEmbed videoId={site.videos.facilityTour.id} title={site.videos.facilityTour.title} />
        <p className={styles['story-video__caption']}>{ourStoryVideo.caption}</p>
      </Section>

      <Section tone="tinted" eyebrow={ourStoryLeadership.eyebrow} title={ourStoryLeadership.title}>
        <LeadershipStory />
      </Section>

      <Section eyebrow={ourStoryTimeline.eyebrow} title={ourStoryTimeline.title} intro={ourStoryTimeline.intro}>
        <Timeline />
      </Section>

      <Section tone="tinted" eyebrow={ourStoryCulture.eyebrow} title={ourStoryCulture.title} intro={ourStoryCulture.intro}>
        <CardGrid columns={4}>
          {ourStoryCulture.points.map((point) => (
            <FeatureCard key={point.title} title={point.title} description={point.description} icon={point.icon} />
          ))}
        </CardGrid>
      </Section>

      <Section eyebrow={ourStoryMission.eyebrow} title={ourStoryMission.title} intro={ourStoryMission.intro}>
        <CardGrid columns={2}>
          {[ourStoryMission.mission, ourStoryMission.vision].map((statement) => (
            <FeatureCard key={statement.title} title={statement.title} description={statement.text} icon={statement.icon} />
          ))}
        </CardGrid>
      </Section>

      <Section tone="tinted" eyebrow={ourStoryValues.eyebrow} title={ourStoryValues.title} intro={ourStoryValues.intro}>
        <CoreValues />
      </Section>

      <Section eyebrow={ourStoryBadges.eyebrow} title={ourStoryBadges.title} intro={ourStoryBadges.intro}>
        <ul className={styles['story-badges']} aria-label={ourStoryBadges.listLabel}>
          {ourStoryBadges.badges.map((badge) => (
            <li key={badge.label} className={styles['story-badge']}>
              <Seal tone={badge.tone} />
              <p className={styles['story-badge__label']}>{badge.label}</p>
              <p className={styles['story-badge__caption']}>{badge.caption}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="dark" eyebrow={ourStoryClosing.eyebrow} title={ourStoryClosing.title} intro={ourStoryClosing.intro}>
        <div className={styles['story-closing__actions']}>
          <ContactButton label={ourStoryClosing.contactLabel} />
        </div>
      </Section>
    </>
  );
}

function HeroStats() {
  return (
    <ul className={styles['story-stats']} aria-label={ourStoryHero.statsLabel}>
      {ourStoryHero.stats.map((stat) => (
        <li key={stat.label} className={styles['story-stats__item']}>
          <span className={styles['story-stats__value']}>{stat.value}</span>
          <span className={styles['story-stats__label']}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}

function LeadershipStory() {
  const { paragraphs, quote } = ourStoryLeadership;
  return (
    <div className={styles['story-leadership']}>
      <div className={styles['story-leadership__text']}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <figure className={styles['story-leadership__quote']}>
        <ShopIllustration />
        <blockquote>
          <p>{quote.text}</p>
        </blockquote>
        <figcaption>{quote.attribution}</figcaption>
      </figure>
    </div>
  );
}

/** Opens one dialog at a time; closing it hands focus back to the entry that opened it. */
function useSelection() {
  const [index, setIndex] = useState<number | null>(null);
  const close = useCallback(() => setIndex(null), []);
  return { index, open: setIndex, close };
}

function Timeline() {
  const { entries, detailsHeading, openHint } = ourStoryTimeline;
  const { index, open, close } = useSelection();
  const active = index === null ? undefined : entries[index];
  return (
    <>
      <ol className={styles['story-timeline']}>
        {entries.map((entry, entryIndex) => (
          <li key={entry.title} className={styles['story-timeline__item']}>
            <span className={styles['story-timeline__marker']} aria-hidden="true" />
            <div className={styles['story-timeline__card']}>
              <h3 className={styles['story-timeline__heading']}>
                <button
                  type="button"
                  className={styles['story-timeline__button']}
                  aria-haspopup="dialog"
                  onClick={() => open(entryIndex)}
                >
                  <span className={styles['story-timeline__year']}>{entry.year}</span>
                  <span className="visually-hidden">: </span>
                  <span className={styles['story-timeline__title']}>{entry.title}</span>
                </button>
              </h3>
              <p className={styles['story-timeline__summary']}>{entry.description}</p>
              <span className={styles['story-hint']} aria-hidden="true">
                {openHint}
                <Icon name="arrowRight" size={16} />
              </span>
            </div>
          </li>
        ))}
      </ol>
      {active ? (
        <Dialog isOpen onDismiss={close} title={active.title} description={active.year} size="lg">
          <p className={styles['story-dialog__text']}>{active.description}</p>
          <h3 className={styles['story-dialog__subheading']}>{detailsHeading}</h3>
          <ul className={styles['story-dialog__details']}>
            {active.details.map((detail) => (
              <li key={detail}>
                <Icon name="check" size={18} />
                <span>{detail}</span>
              </li>
            ))}
          </ul>
        </Dialog>
      ) : null}
    </>
  );
}

function CoreValues() {
  const { values, openHint } = ourStoryValues;
  const { index, open, close } = useSelection();
  const active = index === null ? undefined : values[index];
  return (
    <>
      <ul className={styles['story-values']}>
        {values.map((value, valueIndex) => (
          <li key={value.title} className={styles['story-value']}>
            <IconBadge name={value.icon} className={styles['story-value__icon']} />
            <h3 className={styles['story-value__heading']}>
              <button type="button" className={styles['story-value__button']} aria-haspopup="dialog" onClick={() => open(valueIndex)}>
                {value.title}
              </button>
            </h3>
            <p className={styles['story-value__summary']}>{value.summary}</p>
            <span className={styles['story-hint']} aria-hidden="true">
              {openHint}
              <Icon name="arrowRight" size={16} />
            </span>
          </li>
        ))}
      </ul>
      {active ? (
        <Dialog isOpen onDismiss={close} title={active.title} description={active.summary}>
          {active.text.map((paragraph) => (
            <p key={paragraph} className={styles['story-dialog__text']}>
              {paragraph}
            </p>
          ))}
        </Dialog>
      ) : null}
    </>
  );
}

/** A rosette of 24 points, computed once: pure arithmetic, identical on server and browser. */
const SEAL_POINTS = Array.from({ length: 48 }, (_, i) => {
  const radius = i % 2 === 0 ? 46 : 41;
  const angle = (Math.PI * i) / 24;
  return `${(48 + radius * Math.sin(angle)).toFixed(2)},${(48 - radius * Math.cos(angle)).toFixed(2)}`;
}).join(' ');

const sealToneClass: Record<StoryBadgeRecord['tone'], string | undefined> = {
  navy: styles['story-seal--navy'],
  accent: styles['story-seal--accent'],
  green: styles['story-seal--green'],
};

function Seal({ tone }: { tone: StoryBadgeRecord['tone'] }) {
  return (
    <svg
      className={cx(styles['story-seal'], sealToneClass[tone])}
      width="96"
      height="96"
      viewBox="0 0 96 96"
      aria-hidden="true"
      focusable="false"
    >
      <polygon points={SEAL_POINTS} fill="currentColor" />
      <circle cx="48" cy="48" r="34" fill="none" stroke="#fff" strokeWidth="2.5" />
      <circle cx="48" cy="48" r="28" fill="none" stroke="#fff" strokeWidth="1" strokeDasharray="2 3" />
      <path d="M35 49l9 9 17-19" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ShopIllustration() {
  return (
    <svg className={styles['story-shop']} width="160" height="88" viewBox="0 0 160 88" aria-hidden="true" focusable="false">
      <rect x="0" y="80" width="160" height="4" rx="2" fill="#9aa5b4" />
      <path d="M16 80V40l24 14V40l24 14V40l24 14V26h56v54H16z" fill="#0b2545" />
      <rect x="118" y="12" width="10" height="16" fill="#0b2545" />
      <rect x="28" y="62" width="12" height="10" rx="1" fill="#f7a8c4" />
      <rect x="52" y="62" width="12" height="10" rx="1" fill="#f7a8c4" />
      <rect x="76" y="62" width="12" height="10" rx="1" fill="#f7a8c4" />
      <rect x="100" y="38" width="36" height="10" rx="1" fill="#2f6aa3" />
      <rect x="106" y="58" width="22" height="22" fill="#b0174f" />
    </svg>
  );
}
