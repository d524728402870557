import type { BlockRecord, PageHeroRecord, PageRecord, SectionRecord } from '../../content/page';
import { ActionRow } from '../Actions';
import { Callout } from '../Callout';
import { CaseStudyGallery } from '../CaseStudyGallery';
import { CaseStudyTeaser } from '../CaseStudyTeaser';
import { CertificationList } from '../CertificationList';
import { ContactDetails } from '../ContactDetails';
import { CtaBand } from '../CtaBand';
import { DetailCards } from '../DetailCards';
import { EquipmentList } from '../EquipmentList';
import { CardGrid, FeatureCard } from '../FeatureCard';
import { JobOpenings } from '../JobOpenings';
import { MediaFacade } from '../MediaFacade';
import { PageHero } from '../PageHero';
import { Prose } from '../Prose';
import { SealList } from '../SealList';
import { SpecTable } from '../SpecTable';
import { Section } from '../Section';
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
      return <CertificationList items={block.items} />;
    case 'media':
      return <MediaFacade media={block.media} />;
    case 'callout':
      return <Callout icon={block.icon} title={block.title} text={block.text} action={block.action} />;
    case 'caseStudy':
      return <CaseStudyTeaser caseStudy={block.caseStudy} openLabel={block.openLabel} metricsLabel={block.metricsLabel} />;
    case 'detailCards':
      return <DetailCards cards={block.cards} layout={block.layout} openHint={block.openHint} />;
    case 'story':
      return <StoryQuote paragraphs={block.paragraphs} quote={block.quote} image={block.image} />;
    case 'seals':
      return <SealList label={block.label} seals={block.seals} />;
    case 'actions':
      return <ActionRow actions={block.actions} align="center" />;
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
  if (aside.kind === 'stats') return <StatList label={aside.label} stats={aside.stats} variant="on-dark" />;
  if (aside.kind === 'media') return <MediaFacade media={aside.media} />;
  const { image } = aside;
  return <img className={styles['page-hero-art']} src={image.src} alt={image.alt} width={image.width} height={image.height} />;
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

export interface ContentPageProps {
  page: PageRecord;
}

/** A whole inner page from its record: the hero, an optional table of contents, each section's blocks, and the closing band. */
export function ContentPage({ page }: ContentPageProps) {
  const { hero, sections, closing, contents } = page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions ? <ActionRow actions={hero.actions} surface="dark" /> : undefined}
        aside={hero.aside ? <HeroAside aside={hero.aside} /> : undefined}
      >
        {hero.updated ? <HeroUpdated updated={hero.updated} /> : null}
      </PageHero>
      {contents ? (
        <TableOfContents
          label={contents.label}
          entries={sections.flatMap((section) => (section.id ? [{ id: section.id, title: section.copy.title }] : []))}
        />
      ) : null}
      {sections.map((section) => (
        <PageSection key={section.copy.title} section={section} density={contents ? 'document' : 'band'} />
      ))}
      <CtaBand closing={closing} />
    </>
  );
}
