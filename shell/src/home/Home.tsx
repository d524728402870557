import { useCallback, useState } from 'react';
import { ContactDialog } from 'shared/ui';
import { CertificationsSection } from './sections/CertificationsSection';
import { ClosingSection } from './sections/ClosingSection';
import { CustomerLogosSection } from './sections/CustomerLogosSection';
import { FaqSection } from './sections/FaqSection';
import { HeroSection } from './sections/HeroSection';
import { HowItWorksSection } from './sections/HowItWorksSection';
import { ServicesSection } from './sections/ServicesSection';
import { TestimonialsSection } from './sections/TestimonialsSection';

/** The home page: the shell's own route, so it never waits for a remote. */
export function Home() {
  const [contactOpen, setContactOpen] = useState(false);
  const openContact = useCallback(() => setContactOpen(true), []);
  const closeContact = useCallback(() => setContactOpen(false), []);
  return (
    <>
      <HeroSection />
      <CustomerLogosSection />
      <ServicesSection onAskAbout={openContact} />
      <TestimonialsSection />
      <HowItWorksSection />
      <CertificationsSection />
      <FaqSection />
      <ClosingSection />
      <ContactDialog isOpen={contactOpen} onDismiss={closeContact} />
    </>
  );
}
