import { type AlumniProfile, PROFILE_MESSAGES, type PublicUser } from '@mentorbridge/shared';
import {
  Brain,
  Briefcase,
  BriefcaseBusiness,
  Clock,
  Code,
  Link as LinkIcon,
  Lock,
  Mail,
  School,
  Sparkles,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { MentorRatingBadge } from '@/components/ui/mentor-rating';
import { ResponsivenessFacts } from '@/components/ui/responsiveness-facts';
import { SoftBreaks } from '@/components/ui/soft-breaks';
import { positionLine, yearsOfExperience } from '../profile-format';
import { DetailList } from './detail-list';
import { ProfileHero } from './profile-hero';
import { ProfileSection } from './profile-section';
import { SocialLinks } from './social-links';
import { StatCard } from './stat-card';
import { TagList } from './tag-list';

interface PublicAlumniProfileProps {
  user: PublicUser;
  /** Only students get one. */
  mentorshipAction?: ReactNode;
  rankBadge?: ReactNode;
  /** The page composes the mentor's session reviews here. */
  reviews?: ReactNode;
}

export function PublicAlumniProfile({
  user,
  mentorshipAction,
  rankBadge,
  reviews,
}: PublicAlumniProfileProps) {
  const profile: Partial<AlumniProfile> = user.profile ?? {};
  const skills = (list: string[] | undefined) => list ?? [];

  return (
    <>
      <ProfileHero
        picture={
          // UserAvatar sizes its initial with text-sm; `!` scales the letter to this larger circle.
          <UserAvatar
            name={user.name}
            src={profile.avatar ?? null}
            className="size-28 text-4xl! shadow-md ring-4 ring-white"
          />
        }
        name={user.name}
        nameLevel="h1"
        badges={rankBadge}
        subtitle={
          <>
            <p>{positionLine(profile.currentPosition, profile.currentCompany) || 'Alumni'}</p>
            <MentorRatingBadge rating={user.mentorRating} className="mt-1" />
            <ResponsivenessFacts
              responsiveness={user.responsiveness}
              // A student's action says it beside its disabled button; everyone else reads it here.
              showPaused={!mentorshipAction}
              className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 md:justify-start"
            />
          </>
        }
        details={
          <>
            <StatCard
              label="Experience"
              value={yearsOfExperience(profile.totalExperience) ?? '—'}
              Icon={Clock}
            />
            <StatCard
              label="Interviews Faced"
              value={profile.numberOfInterviewsFaced ?? '—'}
              Icon={Briefcase}
            />
          </>
        }
        actions={mentorshipAction}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <ProfileSection title="Contact" Icon={Mail}>
            {user.contactVisible ? (
              <DetailList
                items={[
                  { label: 'Email', value: user.email ? <SoftBreaks text={user.email} /> : null },
                  { label: 'Phone', value: profile.phoneNumber },
                  { label: 'Contact Preference', value: profile.contactPreference },
                ]}
              />
            ) : (
              <p className="flex gap-2 text-sm text-slate-700">
                <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                {PROFILE_MESSAGES.contactHidden}
              </p>
            )}
          </ProfileSection>
          <ProfileSection title="Connect" Icon={LinkIcon}>
            <SocialLinks
              linkedin={profile.linkedinProfile}
              github={profile.githubProfile}
              portfolio={profile.portfolioLink}
            />
          </ProfileSection>
        </div>
        <div className="space-y-6 lg:col-span-2">
          <ProfileSection title="About" Icon={UserRound}>
            <p className="text-sm whitespace-pre-line text-slate-700">{profile.bio || 'No bio yet.'}</p>
          </ProfileSection>
          <ProfileSection title="Professional Experience" Icon={BriefcaseBusiness}>
            <DetailList
              items={[
                { label: 'Company', value: profile.currentCompany },
                { label: 'Position', value: profile.currentPosition },
                { label: 'Experience', value: yearsOfExperience(profile.totalExperience) },
                { label: 'Industry', value: profile.industryDomain },
                { label: 'Work Location', value: profile.workLocation },
                {
                  label: 'Previous Companies',
                  value: skills(profile.previousCompanies).join(', '),
                },
                { label: 'Interviews Faced', value: profile.numberOfInterviewsFaced },
              ]}
            />
          </ProfileSection>
          <ProfileSection title="Education" Icon={School}>
            <DetailList
              items={[
                { label: 'College', value: profile.collegeName },
                { label: 'Branch', value: profile.branch },
                { label: 'Graduation', value: profile.graduationYear },
                { label: 'Degree', value: profile.degree },
              ]}
            />
          </ProfileSection>
          <div className="grid gap-6 md:grid-cols-2">
            <ProfileSection title="Technical Skills" Icon={Code}>
              <TagList items={skills(profile.technicalSkills)} />
            </ProfileSection>
            <ProfileSection title="Soft Skills" Icon={Sparkles}>
              <TagList items={skills(profile.softSkills)} tone="emerald" />
            </ProfileSection>
          </div>
          <ProfileSection title="Areas of Expertise" Icon={Brain}>
            <TagList items={skills(profile.careerInterests)} tone="amber" />
          </ProfileSection>
          {reviews}
        </div>
      </div>
    </>
  );
}
