import type { HomeCertificationsRecord } from 'shared/content';
import { ActionRow, CardGrid, FeatureCard, Section } from 'shared/ui';

/** Badge artwork is drawn at 160 px and shown at 96 px. */
const BADGE_DISPLAY_SIZE = { width: 96, height: 96 } as const;

export function CertificationsSection({ certifications }: { certifications: HomeCertificationsRecord }) {
  return (
    <Section id={certifications.anchorId} eyebrow={certifications.eyebrow} title={certifications.title} intro={certifications.intro} tone="tinted">
      <CardGrid columns={5}>
        {certifications.cards.map((card) => (
          <FeatureCard key={card.id} title={card.title} description={card.description} image={{ ...card.image, ...BADGE_DISPLAY_SIZE }} />
        ))}
      </CardGrid>
      <ActionRow actions={[certifications.more]} align="center" />
    </Section>
  );
}
