import { homeDifferentiators, homeTestimonials } from 'shared/content';
import { CardGrid, FeatureCard, Marquee, Section } from 'shared/ui';
import styles from '../Home.module.css';

export function TestimonialsSection() {
  return (
    <Section eyebrow={homeTestimonials.eyebrow} title={homeTestimonials.title} intro={homeTestimonials.intro} tone="tinted">
      <Marquee label={homeTestimonials.title} durationSeconds={homeTestimonials.loopSeconds}>
        {homeTestimonials.items.map((testimonial) => (
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
          {homeDifferentiators.map((item) => (
            <FeatureCard key={item.title} title={item.title} description={item.description} icon={item.icon} features={item.features} />
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
