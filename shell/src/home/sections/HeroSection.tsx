import type { HomeHeroRecord } from 'shared/content';
import { Action, ContactForm, Dialog, PageHero, StatList, useDialogChoice } from 'shared/ui';
import styles from '../Home.module.css';

/** The enlarged badge is drawn at 1.75 times its artwork's size. */
const BADGE_ZOOM = 1.75;

/** Headline, claims, the contact form and the certification badges (each opens an enlarged view). */
export function HeroSection({ hero }: { hero: HomeHeroRecord }) {
  const { chosen: openBadge, choose, close } = useDialogChoice(hero.badges);
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.headline}
        lead={hero.lead}
        aside={
          <div className={styles['home-hero__form']}>
            <h2 className={styles['home-hero__form-title']}>{hero.formHeading}</h2>
            <p className={styles['home-hero__form-note']}>{hero.formNote}</p>
            <ContactForm />
          </div>
        }
      >
        <div className={styles['home-hero__claims']}>
          <StatList label={hero.claimsLabel} stats={hero.claims} variant="on-dark" columns={3} />
          <p className={styles['home-hero__claims-note']}>{hero.claimsNote}</p>
        </div>
        <div className={styles['home-hero__badges']}>
          <p className={styles['home-hero__badges-label']} id="home-hero-badges">
            {hero.badgesLabel}
          </p>
          <ul aria-labelledby="home-hero-badges">
            {hero.badges.map((badge, index) => (
              <li key={badge.id}>
                <button
                  type="button"
                  className={styles['home-hero__badge']}
                  onClick={() => choose(index)}
                  aria-haspopup="dialog"
                  aria-label={hero.badgeOpenLabel(badge.name)}
                >
                  <img src={badge.image.src} alt="" width={64} height={64} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </PageHero>
      {openBadge ? (
        <Dialog isOpen onDismiss={close} title={openBadge.name} size="lg" footerClose>
          <figure className={styles['home-badge-dialog']}>
            <img
              src={openBadge.image.src}
              alt={openBadge.image.alt}
              width={openBadge.image.width * BADGE_ZOOM}
              height={openBadge.image.height * BADGE_ZOOM}
            />
            <figcaption>{openBadge.caption}</figcaption>
          </figure>
          <Action action={hero.badgeMore} emphasis="link" />
        </Dialog>
      ) : null}
    </>
  );
}
