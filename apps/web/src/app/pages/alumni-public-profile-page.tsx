import { DASHBOARD_PATH, PROFILE_MESSAGES } from '@mentorbridge/shared';
import { ArrowLeft, Flag, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ReportDialog } from '@/components/ui/report-dialog';
import { mentorshipRequestPath } from '@/features/directory/directory-query';
import { AlumniRankBadge } from '@/features/leaderboard/components/alumni-rank-badge';
import { MentorReviews } from '@/features/mentor-sessions/components/mentor-reviews';
import { ProfileRequestAction } from '@/features/mentorship/components/profile-request-action';
import { usePublicProfile } from '@/features/profiles/api/get-public-profile';
import { useReportProfile } from '@/features/profiles/api/report-profile';
import { ProfileLoading } from '@/features/profiles/components/profile-load-state';
import { PublicAlumniProfile } from '@/features/profiles/components/public-alumni-profile';
import { SimilarMentors } from '@/features/recommendations/components/similar-mentors';
import { failureMessage } from '@/lib/failure-message';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

/** Back returns to where the visitor came from, or to their dashboard when opened directly. */
export default function AlumniPublicProfilePage() {
  const { id = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, isPending, isError, error } = usePublicProfile(id);
  const report = useReportProfile();
  const [isReporting, setReporting] = useState(false);
  const canReport = Boolean(session && data && session._id !== data._id);
  // Others see the reviews, as the rating, only from the threshold on; the mentor and admins always.
  const isReviewsReader = session?.role === 'admin' || session?._id === id;

  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(session ? DASHBOARD_PATH[session.role] : '/');
  };

  if (isError) {
    return (
      <PageContainer>
        <title>Profile Not Found · MentorBridge</title>
        <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <UserRoundX className="size-12 text-slate-400" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Profile Not Found</h1>
          <Alert tone="error" className="w-full text-left">
            {failureMessage(error, PROFILE_MESSAGES.publicProfileFailed)}
          </Alert>
          <Button variant="secondary" onClick={goBack}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Go Back
          </Button>
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <title>{`${data?.name ?? 'Alumni Profile'} · MentorBridge`}</title>
      <div className="mb-4 flex items-center justify-between gap-2">
        <Button variant="ghost" onClick={goBack} className="-ml-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        {canReport ? (
          <Button variant="ghost" size="sm" className="text-slate-600" onClick={() => setReporting(true)}>
            <Flag className="size-4" aria-hidden="true" />
            Report profile
          </Button>
        ) : null}
      </div>
      {isPending ? (
        <>
          <h1 className="sr-only">Alumni Profile</h1>
          <ProfileLoading />
        </>
      ) : (
        <>
          <PublicAlumniProfile
            user={data}
            rankBadge={<AlumniRankBadge userId={data._id} />}
            reviews={
              isReviewsReader || data.mentorRating ? (
                <MentorReviews alumniId={data._id} showsEmpty={isReviewsReader} />
              ) : undefined
            }
            mentorshipAction={
              session?.role === 'student' ? (
                <ProfileRequestAction
                  alumniId={data._id}
                  requestPath={mentorshipRequestPath(data._id)}
                  isAcceptingRequests={data.responsiveness?.isAcceptingRequests !== false}
                />
              ) : undefined
            }
          />
          {data.role === 'alumni' ? (
            <div className="mt-8">
              <SimilarMentors mentorId={data._id} />
            </div>
          ) : null}
        </>
      )}
      {canReport && data ? (
        <ReportDialog
          open={isReporting}
          onClose={() => setReporting(false)}
          itemLabel={`${data.name}'s profile`}
          onSubmit={(body) => report.mutateAsync({ id: data._id, body })}
        />
      ) : null}
    </PageContainer>
  );
}
