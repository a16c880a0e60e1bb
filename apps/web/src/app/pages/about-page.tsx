import { PageHeader } from '@/components/ui/page-header';
import { AboutSection } from '@/features/home/components/about-section';
import { AboutStory } from '@/features/home/components/about-story';
import { HowItWorksSection } from '@/features/home/components/how-it-works-section';
import { JoinCtaSection } from '@/features/home/components/join-cta-section';
import { PageContainer } from '../layouts/page-container';

export default function AboutPage() {
  return (
    <PageContainer>
      <title>About · MentorBridge</title>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title="About MentorBridge"
          description="A campus mentoring and placement-preparation platform that connects students with alumni."
        />
      </div>
      <div className="space-y-16">
        <AboutStory />
        <AboutSection />
        <HowItWorksSection />
        <JoinCtaSection />
      </div>
    </PageContainer>
  );
}
