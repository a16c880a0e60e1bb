import { PageHeader } from '@/components/ui/page-header';
import { FaqBrowser } from '@/features/faq/components/faq-browser';
import { PageContainer } from '../layouts/page-container';

export default function FaqPage() {
  return (
    <PageContainer>
      <title>FAQ · MentorBridge</title>
      <div className="mx-auto max-w-5xl">
        <PageHeader
          title="Frequently Asked Questions"
          description="Answers about mentorship, sessions, the leaderboard, privacy and more."
        />
        <FaqBrowser />
      </div>
    </PageContainer>
  );
}
