import { X } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { AboutSection } from '@/features/home/components/about-section';
import { BenefitsTabs } from '@/features/home/components/benefits-tabs';
import { HeroSection } from '@/features/home/components/hero-section';
import { HowItWorksSection } from '@/features/home/components/how-it-works-section';
import { JoinCtaSection } from '@/features/home/components/join-cta-section';
import { KeyFeaturesSection } from '@/features/home/components/key-features-section';
import { PageContainer } from '../layouts/page-container';
import { readDeniedNotice } from '../route-notice';

function DeniedNotice({ text }: { text: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="min-w-0 flex-1">{text}</p>
      <button
        type="button"
        onClick={() => navigate({ pathname, search }, { replace: true, state: null })}
        aria-label="Dismiss"
        className="-m-1 rounded-md p-1 text-amber-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

export default function HomePage() {
  const notice = readDeniedNotice(useLocation().state);
  return (
    <PageContainer className="space-y-16 sm:space-y-20">
      <title>MentorBridge · Campus mentoring and placement preparation</title>
      <div className="space-y-4">
        {notice ? <DeniedNotice text={notice} /> : null}
        <HeroSection />
      </div>
      <AboutSection />
      <BenefitsTabs />
      <KeyFeaturesSection />
      <HowItWorksSection />
      <JoinCtaSection />
    </PageContainer>
  );
}
