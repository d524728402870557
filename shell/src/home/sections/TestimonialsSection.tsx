import type { HomePageRecord } from 'shared/content';
import { CardGrid, FeatureCard, Marquee, Section } from 'shared/ui';
import styles from '../Home.module.css';

export function TestimonialsSection({ testimonials }: { testimonials: HomePageRecord['sections']['testimonials'] }) {
  return (
    <Section eyebrow={testimonials.eyebrow} title={testimonials.title} intro={testimonials.intro} tone="tinted">
      <Marquee label={testimonials.title} durationSeconds={testimonials.loopSeconds}>
        {testimonials.items.map((testimonial) => (
          <figure key={testimonial.quote} className={styles['home-testimonial']}>
            <blockquote>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{testimonial.role}</strong>
              <span>{testimonial.companyType}</span>
            </figcaption>
          </figure>
        ))}
      </Marquee>
      <div className={styles['home-differentiators']}>
        <CardGrid columns={3}>
          {testimonials.differentiators.map((item) => (
            <FeatureCard key={item.title} title={item.title} description={item.description} icon={item.icon} features={item.features} />
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
