import { PageHeader } from '@/components/ui/page-header';
import { InterviewExperiencesBrowser } from '@/features/interview-experiences/components/interview-experiences-browser';
import { LoginRequired } from '@/features/interview-experiences/components/login-required';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

/** The guard sends signed-out visitors to /login; 'Login Required' covers a session that ends while open. */
export default function InterviewsPage() {
  const session = useSession();
  return (
    <PageContainer>
      <title>Interview Experiences · MentorBridge</title>
      <PageHeader
        title="Interview Experiences"
        description="Real interview rounds, questions and tips shared by alumni. Search them before your next interview."
      />
      {session ? <InterviewExperiencesBrowser /> : <LoginRequired />}
    </PageContainer>
  );
}
