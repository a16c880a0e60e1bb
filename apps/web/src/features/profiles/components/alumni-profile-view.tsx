import type { OwnAlumniProfileResponse } from '@mentorbridge/shared';
import {
  Briefcase,
  BriefcaseBusiness,
  Clock,
  Code,
  Link as LinkIcon,
  Phone,
  School,
  Sparkles,
  UserRound,
} from 'lucide-react';
import { SoftBreaks } from '@/components/ui/soft-breaks';
import { paths } from '@/config/paths';
import { positionLine, yearsOfExperience } from '../profile-format';
import { AvatarEditor } from './avatar-editor';
import { CompletionBanner } from './completion-banner';
import { DetailList } from './detail-list';
import { ProfileHero } from './profile-hero';
import { ProfileSection } from './profile-section';
import { SocialLinks } from './social-links';
import { StatCard } from './stat-card';
import { TagList } from './tag-list';

export function AlumniProfileView({ data }: { data: OwnAlumniProfileResponse }) {
  const { profile } = data;
  return (
    <>
      <CompletionBanner percentage={data.completionPercentage} editPath={paths.completeAlumniProfile} />
      <ProfileHero
        picture={<AvatarEditor name={data.name} avatar={profile.avatar} variant="alumni" />}
        name={data.name}
        nameLevel="h2"
        subtitle={<p>{positionLine(profile.currentPosition, profile.currentCompany) || 'Alumni'}</p>}
        details={
          <>
            <StatCard
              label="Total Experience"
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
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <ProfileSection title="Contact Information" Icon={Phone}>
            <DetailList
              items={[
                { label: 'Phone', value: profile.phoneNumber },
                { label: 'Email', value: <SoftBreaks text={data.email} /> },
                { label: 'Work Location', value: profile.workLocation },
                { label: 'Contact Preference', value: profile.contactPreference },
              ]}
            />
          </ProfileSection>
          <ProfileSection title="Social Links" Icon={LinkIcon}>
            <SocialLinks
              linkedin={profile.linkedinProfile}
              github={profile.githubProfile}
              portfolio={profile.portfolioLink}
            />
          </ProfileSection>
        </div>
        <div className="space-y-6 lg:col-span-2">
          <ProfileSection title="Bio" Icon={UserRound}>
            <p className="text-sm whitespace-pre-line text-slate-700">
              {profile.bio || 'Tell students about your journey and how you can help.'}
            </p>
          </ProfileSection>
          <ProfileSection title="Professional Experience" Icon={BriefcaseBusiness}>
            <DetailList
              items={[
                { label: 'Company', value: profile.currentCompany },
                { label: 'Position', value: profile.currentPosition },
                { label: 'Experience', value: yearsOfExperience(profile.totalExperience) },
                { label: 'Industry', value: profile.industryDomain },
                {
                  label: 'Previous Companies',
                  value: profile.previousCompanies.length > 0 ? profile.previousCompanies.join(', ') : null,
                },
              ]}
            />
          </ProfileSection>
          <ProfileSection title="Educational Background" Icon={School}>
            <DetailList
              items={[
                { label: 'College', value: profile.collegeName },
                { label: 'Branch', value: profile.branch },
                { label: 'Graduation', value: profile.graduationYear },
                { label: 'Degree', value: profile.degree },
                { label: 'Academic Performance', value: profile.academicPerformance },
              ]}
            />
          </ProfileSection>
          <div className="grid gap-6 md:grid-cols-2">
            <ProfileSection title="Technical Skills" Icon={Code}>
              <TagList items={profile.technicalSkills} />
            </ProfileSection>
            <ProfileSection title="Soft Skills" Icon={Sparkles}>
              <TagList items={profile.softSkills} tone="emerald" />
            </ProfileSection>
          </div>
        </div>
      </div>
    </>
  );
}
