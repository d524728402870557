import { useState } from 'react';
import { homeHero, type HomeHeroBadgeRecord } from 'shared/content';
import { ContactForm, cx, Dialog } from 'shared/ui';
import styles from '../Home.module.css';

/** Headline, claims, the contact form and the certification badges (each opens an enlarged view). */
export function HeroSection() {
  const [openBadge, setOpenBadge] = useState<HomeHeroBadgeRecord | null>(null);
  return (
    <section className={styles['home-hero']} aria-labelledby="home-hero-title">
      <div className={cx(styles['home-hero__inner'], 'container')}>
        <div>
          <p className={styles['home-hero__eyebrow']}>{homeHero.eyebrow}</p>
          <h1 id="home-hero-title" className={styles['home-hero__title']} tabIndex={-1}>
            {homeHero.headline}
          </h1>
          <p className={styles['home-hero__lead']}>{homeHero.lead}</p>
          <dl className={styles['home-hero__claims']}>
            {homeHero.claims.map((claim) => (
              <div key={claim.label} className={styles['home-hero__claim']}>
                <dt>{claim.label}</dt>
                <dd>{claim.value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles['home-hero__claims-note']}>{homeHero.claimsNote}</p>
          <div className={styles['home-hero__badges']}>
            <p className={styles['home-hero__badges-label']} id="home-hero-badges">
              {homeHero.badgesLabel}
            </p>
            <ul aria-labelledby="home-hero-badges">
              {homeHero.badges.map((badge) => (
                <li key={badge.id}>
                  <button
                    type="button"
                    className={styles['home-hero__badge']}
                    onClick={() => setOpenBadge(badge)}
                    aria-haspopup="dialog"
                    aria-label={homeHero.badgeOpenLabel(badge.name)}
                  >
                    <img src={badge.image.src} alt="" width={64} height={64} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles['home-hero__form']}>
          <h2 className={styles['home-hero__form-title']}>{homeHero.formHeading}</h2>
          <p className={styles['home-hero__form-note']}>{homeHero.formNote}</p>
          <ContactForm />
        </div>
      </div>
      <Dialog
        isOpen={openBadge !== null}
        onDismiss={() => setOpenBadge(null)}
        title={openBadge?.name ?? ''}
        size="lg"
        footer={
          <button type="button" className="button button--secondary" onClick={() => setOpenBadge(null)}>
            {homeHero.badgeDialogCloseLabel}
          </button>
        }
      >
        {openBadge ? (
          <figure className={styles['home-badge-dialog']}>
            <img src={openBadge.image.src} alt={openBadge.image.alt} width={openBadge.image.width * 1.75} height={openBadge.image.height * 1.75} />
            <figcaption>{openBadge.caption}</figcaption>
          </figure>
        ) : null}
      </Dialog>
    </section>
  );
}
