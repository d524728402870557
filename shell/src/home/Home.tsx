import { Suspense, type ReactNode } from 'react';
import { homePage } from 'shared/content';
import { CertificationsSection } from './sections/CertificationsSection';
import { ClosingSection } from './sections/ClosingSection';
import { CustomerLogosSection } from './sections/CustomerLogosSection';
import { FaqSection } from './sections/FaqSection';
import { HeroSection } from './sections/HeroSection';
import { HowItWorksSection } from './sections/HowItWorksSection';
import { ServicesSection } from './sections/ServicesSection';
import { TestimonialsSection } from './sections/TestimonialsSection';

const { hero, sections, closing } = homePage;

/**
 * A band that hydrates on its own. React hydrates and commits each Suspense boundary of server HTML
 * separately, so a phone runs one short task per band instead of one long commit for the whole page,
 * which was the longest task after the first paint. Nothing inside suspends: the server's
 * HTML is complete and the empty fallback is never shown.
 */
function HydratesOnItsOwn({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The bands below the hero, in page order. */
const bands = [
  <CustomerLogosSection key="customer-logos" logos={sections.customerLogos} />,
  <ServicesSection key="services" services={sections.services} />,
  <TestimonialsSection key="testimonials" testimonials={sections.testimonials} />,
  <HowItWorksSection key="how-it-works" howItWorks={sections.howItWorks} />,
  <CertificationsSection key="certifications" certifications={sections.certifications} />,
  <FaqSection key="faq" faq={sections.faq} />,
  <ClosingSection key="closing" closing={closing} />,
];

/** The home page: the shell's own route, so it never waits for a remote. Its copy is one record, `homePage`. */
export function Home() {
  return (
    <>
      <HeroSection hero={hero} />
      {bands.map((band) => (
        <HydratesOnItsOwn key={band.key}>{band}</HydratesOnItsOwn>
      ))}
    </>
  );
}
