import type { OwnStudentProfileResponse } from '@mentorbridge/shared';
import {
  BriefcaseBusiness,
  Code,
  Goal,
  Heart,
  Link as LinkIcon,
  Medal,
  NotebookPen,
  Phone,
  School,
  Sparkles,
  UserRound,
} from 'lucide-react';
import { SoftBreaks } from '@/components/ui/soft-breaks';
import { paths } from '@/config/paths';
import { AvatarEditor } from './avatar-editor';
import { CompletionBanner } from './completion-banner';
import { DetailList } from './detail-list';
import { ProfileHero } from './profile-hero';
import { ProfileSection } from './profile-section';
import { SocialLinks } from './social-links';
import { StatCard } from './stat-card';
import { TagList } from './tag-list';

export function StudentProfileView({ data }: { data: OwnStudentProfileResponse }) {
  const { profile } = data;
  const skillCount = profile.technicalSkills.length + profile.softSkills.length;
  const subtitle = [profile.branch, profile.collegeName].filter(Boolean).join(' · ');

  return (
    <>
      <CompletionBanner percentage={data.completionPercentage} editPath={paths.completeProfile} />
      <ProfileHero
        picture={<AvatarEditor name={data.name} avatar={profile.avatar} variant="student" />}
        name={data.name}
        nameLevel="h2"
        subtitle={
          <>
            <p>{subtitle || 'Student'}</p>
            {profile.interestedJobRole ? (
              <p className="text-sm text-slate-600">Aspiring {profile.interestedJobRole}</p>
            ) : null}
          </>
        }
        details={
          <>
            <StatCard label="CGPA" value={profile.cgpa ?? '—'} Icon={Medal} />
            <StatCard label={skillCount === 1 ? 'Skill' : 'Skills'} value={skillCount} Icon={Code} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <ProfileSection title="Contact Information" Icon={Phone}>
            <DetailList
              items={[
                { label: 'Phone', value: profile.phoneNumber },
                { label: 'Email', value: <SoftBreaks text={data.email} /> },
                { label: 'Gender', value: profile.gender },
              ]}
            />
          </ProfileSection>
          <ProfileSection title="Social Links" Icon={LinkIcon}>
            <SocialLinks
              linkedin={profile.linkedinProfile}
              github={profile.githubProfile}
              portfolio={profile.portfolioLink}
              resume={profile.resumeLink}
            />
          </ProfileSection>
        </div>
        <div className="space-y-6 lg:col-span-2">
          <ProfileSection title="About Me" Icon={UserRound}>
            <p className="text-sm whitespace-pre-line text-slate-700">
              {profile.bio || 'Tell alumni a little about yourself.'}
            </p>
          </ProfileSection>
          <ProfileSection title="Academic Details" Icon={School}>
            <DetailList
              items={[
                { label: 'College', value: profile.collegeName },
                { label: 'University', value: profile.universityName },
                { label: 'Branch', value: profile.branch },
                { label: 'Current Year', value: profile.currentYear ? `Year ${profile.currentYear}` : null },
                { label: 'Graduation', value: profile.graduationYear },
                { label: 'CGPA', value: profile.cgpa },
                { label: 'Backlogs', value: profile.backlogs },
              ]}
            />
          </ProfileSection>
          <div className="grid gap-6 md:grid-cols-2">
            <ProfileSection title="Career Interests" Icon={Heart}>
              <TagList items={profile.careerInterests} tone="amber" />
            </ProfileSection>
            <ProfileSection title="Technical Skills" Icon={Code}>
              <TagList items={profile.technicalSkills} />
            </ProfileSection>
            <ProfileSection title="Soft Skills" Icon={Sparkles}>
              <TagList items={profile.softSkills} tone="emerald" />
            </ProfileSection>
            <ProfileSection title="Target Companies" Icon={Goal}>
              <TagList items={profile.preferredCompanies} tone="slate" />
            </ProfileSection>
            <ProfileSection title="Target Roles" Icon={BriefcaseBusiness}>
              <TagList items={profile.targetRoles} tone="slate" />
            </ProfileSection>
          </div>
          <ProfileSection title="Placement Preparation" Icon={NotebookPen}>
            <DetailList
              items={[
                { label: 'Interested Role', value: profile.interestedJobRole },
                { label: 'Experience Level', value: profile.interviewExperienceLevel },
                { label: 'Preparation', value: profile.interviewPreparationStatus },
                { label: 'Contact Preference', value: profile.contactPreference },
              ]}
            />
          </ProfileSection>
        </div>
      </div>
    </>
  );
}
