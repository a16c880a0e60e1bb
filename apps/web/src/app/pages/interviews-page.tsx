import { PageHeader } from '@/components/ui/page-header';
import { InterviewExperiencesBrowser } from '@/features/interview-experiences/components/interview-experiences-browser';
import { LoginRequired } from '@/features/interview-experiences/components/login-required';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

/**
 * /interviews (part 2 section 2.5): interview experiences shared by alumni. The route guard sends a
 * signed-out visitor to /login (part 1 section 2); should the page render without a session anyway (the
 * session ended while it was open), it shows 'Login Required' instead of the list.
 */
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
