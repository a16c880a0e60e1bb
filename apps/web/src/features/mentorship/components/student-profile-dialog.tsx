import type { AlumniRequest } from '@mentorbridge/shared';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SoftBreaks } from '@/components/ui/soft-breaks';

type Student = AlumniRequest['student'];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? (
    <span className="text-slate-500">Not provided</span>
  ) : (
    String(value)
  );

function Tags({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <span className="text-slate-500">Not provided</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

function ExternalLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return <span className="text-slate-500">Not provided</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
    >
      <SoftBreaks text={href} />
      <span className="sr-only"> ({label}, opens in a new tab)</span>
    </a>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function StudentProfile({ student }: { student: Student }) {
  const { profile } = student;
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-3">
        <UserAvatar name={student.name} src={profile.avatar} className="size-14" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{student.name}</p>
          {profile.interestedJobRole ? (
            <p className="text-sm text-slate-600">{profile.interestedJobRole}</p>
          ) : null}
        </div>
      </div>
      <Section title="Contact">
        <Field label="Email">
          <a href={`mailto:${student.email}`} className="text-indigo-700 underline underline-offset-2">
            <SoftBreaks text={student.email} />
          </a>
        </Field>
        <Field label="Phone">{text(profile.phoneNumber)}</Field>
      </Section>
      <Section title="Education">
        <Field label="College">{text(profile.collegeName)}</Field>
        <Field label="Branch">{text(profile.branch)}</Field>
        <Field label="Current year">{text(profile.currentYear)}</Field>
        <Field label="Graduation year">{text(profile.graduationYear)}</Field>
        <Field label="CGPA">{text(profile.cgpa)}</Field>
        <Field label="Backlogs">{text(profile.backlogs)}</Field>
      </Section>
      <Section title="Career">
        <Field label="Gender">{text(profile.gender)}</Field>
        <Field label="Interested job role">{text(profile.interestedJobRole)}</Field>
        <Field label="Interview experience">{text(profile.interviewExperienceLevel)}</Field>
        <Field label="Career interests">
          <Tags items={profile.careerInterests} />
        </Field>
        <Field label="Technical skills">
          <Tags items={profile.technicalSkills} />
        </Field>
        <Field label="Soft skills">
          <Tags items={profile.softSkills} />
        </Field>
      </Section>
      <Section title="Links">
        <Field label="LinkedIn">
          <ExternalLink href={profile.linkedinProfile} label="LinkedIn" />
        </Field>
        <Field label="GitHub">
          <ExternalLink href={profile.githubProfile} label="GitHub" />
        </Field>
        <Field label="Portfolio">
          <ExternalLink href={profile.portfolioLink} label="portfolio" />
        </Field>
        <Field label="Resume">
          <ExternalLink href={profile.resumeLink} label="resume" />
        </Field>
      </Section>
    </div>
  );
}

interface StudentProfileDialogProps {
  student: Student | null;
  onClose: () => void;
}

export function StudentProfileDialog({ student, onClose }: StudentProfileDialogProps) {
  return (
    <Dialog
      open={student !== null}
      onClose={onClose}
      size="lg"
      title={student ? `${student.name}'s Profile` : 'Student Profile'}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {student ? <StudentProfile student={student} /> : null}
    </Dialog>
  );
}
