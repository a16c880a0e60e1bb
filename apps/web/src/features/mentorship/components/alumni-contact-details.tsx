import type { StudentRequest } from '@mentorbridge/shared';
import { ExternalLink, Mail, MessageSquare, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SoftBreaks } from '@/components/ui/soft-breaks';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex shrink-0 items-center gap-1.5 text-slate-600">
        {icon}
        <span>{label}:</span>
      </dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

const LINK = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

/** The server includes them only once the request is accepted. */
export function AlumniContactDetails({ alumni }: { alumni: StudentRequest['alumni'] }) {
  const { email, profile } = alumni;
  if (!email && !profile.phoneNumber && !profile.contactPreference) return null;
  const iconClasses = 'size-4 text-indigo-600';
  return (
    <section aria-label={`Contact details of ${alumni.name}`} className="rounded-lg bg-slate-50 p-3">
      <h4 className="mb-2 text-sm font-semibold text-slate-900">Contact details</h4>
      <dl className="grid gap-1.5 text-sm">
        {email ? (
          <Row icon={<Mail className={iconClasses} aria-hidden="true" />} label="Email">
            <a href={`mailto:${email}`} className={LINK}>
              <SoftBreaks text={email} />
            </a>
          </Row>
        ) : null}
        {profile.phoneNumber ? (
          <Row icon={<Phone className={iconClasses} aria-hidden="true" />} label="Phone">
            <a href={`tel:${profile.phoneNumber.replace(/\s+/g, '')}`} className={LINK}>
              {profile.phoneNumber}
            </a>
          </Row>
        ) : null}
        {profile.contactPreference ? (
          <Row icon={<MessageSquare className={iconClasses} aria-hidden="true" />} label="Prefers">
            {profile.contactPreference}
          </Row>
        ) : null}
        {profile.linkedinProfile ? (
          <Row icon={<ExternalLink className={iconClasses} aria-hidden="true" />} label="LinkedIn">
            <a href={profile.linkedinProfile} target="_blank" rel="noopener noreferrer" className={LINK}>
              Profile<span className="sr-only"> of {alumni.name} on LinkedIn (opens in a new tab)</span>
            </a>
          </Row>
        ) : null}
      </dl>
    </section>
  );
}
