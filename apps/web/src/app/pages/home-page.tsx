import { AboutSection } from '@/features/home/components/about-section';
import { BenefitsTabs } from '@/features/home/components/benefits-tabs';
import { HeroSection } from '@/features/home/components/hero-section';
import { HowItWorksSection } from '@/features/home/components/how-it-works-section';
import { JoinCtaSection } from '@/features/home/components/join-cta-section';
import { KeyFeaturesSection } from '@/features/home/components/key-features-section';
import { PageContainer } from '../layouts/page-container';

/** The landing page (part 1 section 2, Home). */
export default function HomePage() {
  return (
    <PageContainer className="space-y-16 sm:space-y-20">
      <title>MentorBridge · Campus mentoring and placement preparation</title>
      <HeroSection />
      <AboutSection />
      <BenefitsTabs />
      <KeyFeaturesSection />
      <HowItWorksSection />
      <JoinCtaSection />
    </PageContainer>
  );
}
