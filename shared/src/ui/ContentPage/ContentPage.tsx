import type { BlockRecord, PageHeroRecord, PageRecord, SectionRecord } from '../../content/page';
import { ActionRow } from '../Actions';
import { Callout } from '../Callout';
import { CaseStudyGallery } from '../CaseStudyGallery';
import { CaseStudyTeaser } from '../CaseStudyTeaser';
import { CertificationBadges } from '../CertificationBadges';
import { CertificationList } from '../CertificationList';
import { ContactForm } from '../ContactForm';
import { ContactDetails } from '../ContactDetails';
import { CtaBand } from '../CtaBand';
import { DetailCards } from '../DetailCards';
import { EquipmentList } from '../EquipmentList';
import { Faq } from '../Faq';
import { CardGrid, FeatureCard } from '../FeatureCard';
import { HeroCard } from '../HeroCard';
import { JobOpenings } from '../JobOpenings';
import { LogoMarquee } from '../LogoMarquee';
import { MediaFacade } from '../MediaFacade';
import { PageHero } from '../PageHero';
import { Prose } from '../Prose';
import { QuoteMarquee } from '../QuoteMarquee';
import { SpecTable } from '../SpecTable';
import { Section } from '../Section';
import { ServiceCards } from '../ServiceCards';
import { SignInForm } from '../SignInForm';
import { StatList } from '../StatList';
import { StepList } from '../StepList';
import { StoryQuote } from '../StoryQuote';
import { TableOfContents } from '../TableOfContents';
import styles from './ContentPage.module.css';

/** One block of a section: each kind of record has exactly one kit component. */
export function PageBlock({ block }: { block: BlockRecord }) {
  switch (block.kind) {
    case 'cards':
      return (
        <CardGrid columns={block.columns ?? 3}>
          {block.cards.map((card) => (
            <FeatureCard key={card.title} {...card} />
          ))}
        </CardGrid>
      );
    case 'stats':
      return <StatList label={block.label} stats={block.stats} />;
    case 'equipment':
      return <EquipmentList useCaseLabel={block.useCaseLabel} items={block.items} />;
    case 'specs':
      return <SpecTable caption={block.caption} columns={block.columns} entries={block.entries} />;
    case 'steps':
      return <StepList title={block.title} steps={block.steps} layout={block.layout} />;
    case 'certifications':
      return <CertificationList layout={block.layout} label={block.label} items={block.items} />;
    case 'media':
      return <MediaFacade media={block.media} />;
    case 'callout':
      return <Callout icon={block.icon} title={block.title} text={block.text} action={block.action} />;
    case 'caseStudy':
      return (
        <CaseStudyTeaser caseStudy={block.caseStudy} openLabel={block.openLabel} metricsLabel={block.metricsLabel} />
      );
    case 'detailCards':
      return <DetailCards cards={block.cards} layout={block.layout} openHint={block.openHint} />;
    case 'story':
      return <StoryQuote paragraphs={block.paragraphs} quote={block.quote} image={block.image} />;
    case 'quotes':
      return <QuoteMarquee label={block.label} loopSeconds={block.loopSeconds} quotes={block.quotes} />;
    case 'logos':
      return <LogoMarquee label={block.label} loopSeconds={block.loopSeconds} logos={block.logos} />;
    case 'serviceCards':
      return (
        <ServiceCards
          featuresLabel={block.featuresLabel}
          processLabel={block.processLabel}
          statsLabel={block.statsLabel}
          cards={block.cards}
        />
      );
    case 'faq':
      return <Faq items={block.items} document={block.document} />;
    case 'actions':
      if (!block.note) return <ActionRow actions={block.actions} align="center" />;
      return (
        <div className={styles['page-actions']}>
          <ActionRow actions={block.actions} align="center" />
          <p>{block.note}</p>
        </div>
      );
    case 'prose':
      return <Prose paragraphs={block.paragraphs} list={block.list} />;
    case 'jobOpenings':
      return <JobOpenings labels={block.labels} listings={block.listings} />;
    case 'contactDetails':
      return <ContactDetails details={block.details} />;
    case 'caseStudyGallery': {
      const { kind: _kind, ...gallery } = block;
      return <CaseStudyGallery {...gallery} />;
    }
  }
}

export function PageSection({ section, density }: { section: SectionRecord; density?: 'band' | 'document' }) {
  return (
    <Section {...section.copy} tone={section.tone} id={section.id} density={density}>
      <div className={styles['page-section__blocks']}>
        {section.blocks.map((block, index) => (
          <PageBlock key={`${block.kind}-${index}`} block={block} />
        ))}
      </div>
    </Section>
  );
}

function HeroAside({ aside }: { aside: NonNullable<PageHeroRecord['aside']> }) {
  switch (aside.kind) {
    case 'stats':
      return <StatList label={aside.label} stats={aside.stats} variant="on-dark" />;
    case 'media':
      return <MediaFacade media={aside.media} />;
    case 'quoteForm':
      return (
        <div className={styles['page-hero-form']}>
          <h2 className={styles['page-hero-form__title']}>{aside.heading}</h2>
          <p className={styles['page-hero-form__note']}>{aside.note}</p>
          <ContactForm place="hero" />
        </div>
      );
    case 'signIn': {
      const { kind: _kind, ...signIn } = aside;
      return <SignInForm signIn={signIn} />;
    }
    case 'image': {
      const { image } = aside;
      return (
        <img
          className={styles['page-hero-art']}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
        />
      );
    }
  }
}

function HeroStats({ stats }: { stats: NonNullable<PageHeroRecord['stats']> }) {
  return (
    <div className={styles['page-hero-stats']}>
      <StatList label={stats.label} stats={stats.stats} variant="on-dark" columns={3} />
      {stats.note ? <p className={styles['page-hero-stats__note']}>{stats.note}</p> : null}
    </div>
  );
}

// Read as a calendar day wherever the visitor is: midnight UTC formatted in UTC never shifts a day.
// Made on first use: the browser's first date formatter is costly, and only the legal pages show a date.
let longDate: Intl.DateTimeFormat | undefined;
function formatLongDate(isoDate: string): string {
  longDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

function HeroUpdated({ updated }: { updated: NonNullable<PageHeroRecord['updated']> }) {
  return (
    <p className={styles['page-hero-updated']}>
      {updated.label} <time dateTime={updated.date}>{formatLongDate(updated.date)}</time>
    </p>
  );
}

function PageTop({ hero }: { hero: PageHeroRecord }) {
  if (hero.layout === 'card') {
    return (
      <HeroCard
        back={hero.back}
        icon={hero.icon}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        tag={hero.tag}
      >
        {hero.aside ? <HeroAside aside={hero.aside} /> : null}
      </HeroCard>
    );
  }
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      actions={hero.actions ? <ActionRow actions={hero.actions} surface="dark" /> : undefined}
      aside={hero.aside ? <HeroAside aside={hero.aside} /> : undefined}
    >
      {hero.updated ? <HeroUpdated updated={hero.updated} /> : null}
      {hero.stats ? <HeroStats stats={hero.stats} /> : null}
      {hero.badges ? <CertificationBadges {...hero.badges} /> : null}
    </PageHero>
  );
}

export interface ContentPageProps {
  page: PageRecord;
}

/** A whole page from its record: the hero, an optional table of contents, each section's blocks, and the closing band. */
export function ContentPage({ page }: ContentPageProps) {
  const { hero, sections, closing, contents } = page;
  return (
    <>
      <PageTop hero={hero} />
      {contents ? (
        <TableOfContents
          label={contents.label}
          entries={sections.flatMap((section) => (section.id ? [{ id: section.id, title: section.copy.title }] : []))}
        />
      ) : null}
      {sections.map((section) => (
        <PageSection key={section.copy.title} section={section} density={contents ? 'document' : 'band'} />
      ))}
      {closing ? <CtaBand closing={closing} /> : null}
    </>
  );
}
