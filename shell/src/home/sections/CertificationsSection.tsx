import { homeCertifications } from 'shared/content';
import { CardGrid, FeatureCard, Section } from 'shared/ui';

/** Badge artwork is drawn at 160 px and shown at 96 px. */
const BADGE_DISPLAY_SIZE = { width: 96, height: 96 } as const;

export function CertificationsSection() {
  return (
    <Section id={homeCertifications.anchorId} eyebrow={homeCertifications.eyebrow} title={homeCertifications.title} intro={homeCertifications.intro} tone="tinted">
      <CardGrid columns={5}>
        {homeCertifications.cards.map((card) => (
          <FeatureCard key={card.id} title={card.title} description={card.description} image={{ ...card.image, ...BADGE_DISPLAY_SIZE }} />
        ))}
      </CardGrid>
    </Section>
  );
}
