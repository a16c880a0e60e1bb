import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { PageContainer } from '../layouts/page-container';

const LINK = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function PrivacyPage() {
  return (
    <PageContainer>
      <title>Privacy Policy · MentorBridge</title>
      <article className="mx-auto max-w-3xl">
        <PageHeader title="Privacy Policy" description="Last updated: 24 October 2025" />
        <div className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 leading-relaxed text-slate-700 shadow-sm sm:p-8 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
          <p>
            This policy explains what information MentorBridge collects when you use the platform, why we
            collect it, who can see it and the choices you have. It applies together with our{' '}
            <Link to={paths.terms} className={LINK}>
              Terms of Service
            </Link>
            .
          </p>
          <Section id="privacy-collect" title="1. Information we collect">
            <ul>
              <li>
                <strong>Account details:</strong> your name, email address, role and password. We store the
                password only as a one-way hash. If you sign in with Google we also receive your Google
                account identifier, name, email address and profile picture.
              </li>
              <li>
                <strong>Profile details</strong> you choose to add, such as your college, branch, graduation
                year, grades, skills, career interests, company and position, phone number, social and
                portfolio links, resume link and a short bio.
              </li>
              <li>
                <strong>Profile picture:</strong> a PNG or JPEG image you upload.
              </li>
              <li>
                <strong>Activity and content:</strong> mentorship requests and replies, workshop bookings,
                ratings and feedback, helpful votes, interview experiences, company insights, uploaded
                resources and the points they earn.
              </li>
              <li>
                <strong>Contact messages:</strong> the name, email address, subject and message you send
                through the contact form.
              </li>
              <li>
                <strong>Technical data:</strong> your IP address and basic request logs, used to keep the
                service secure and to limit repeated attempts.
              </li>
            </ul>
          </Section>
          <Section id="privacy-use" title="2. How we use it">
            <ul>
              <li>To create your account, verify your email address and keep you signed in.</li>
              <li>To show your profile and connect students with alumni.</li>
              <li>To run mentorship requests, workshops, ratings, points and the leaderboard.</li>
              <li>To answer your messages and send service emails.</li>
              <li>To protect the platform against abuse, fraud and attacks.</li>
            </ul>
          </Section>
          <Section id="privacy-visibility" title="3. Who can see your information">
            <p>
              Signed-in users can see the profile information that the platform displays, such as your name,
              college, company, position, skills and bio. An alumni's phone number, email address and
              preferred contact handle are shown only to a student whose mentorship request that alumni has
              accepted, and to administrators. Administrators can see account details to manage the platform
              and handle reports.
            </p>
          </Section>
          <Section id="privacy-email" title="4. Emails we send">
            <p>
              We email you verification codes, password-reset codes, updates about your mentorship requests
              and workshop bookings, reminders before sessions, and a confirmation with a reference number
              when you contact us. We do not send advertising.
            </p>
          </Section>
          <Section id="privacy-avatars" title="5. Profile pictures and files">
            <p>
              Profile pictures are resized and their embedded metadata, such as camera details or location, is
              removed before they are stored. When you replace or delete a picture, the old file is deleted.
              Resources you upload are stored as files and shown to students only after an administrator
              publishes them.
            </p>
          </Section>
          <Section id="privacy-browser" title="6. Browser storage">
            <p>
              To keep you signed in, the app stores your basic account details and a sign-in token in your
              browser's storage. Signing out removes them. We do not use advertising or tracking cookies.
            </p>
          </Section>
          <Section id="privacy-sharing" title="7. Sharing">
            <p>
              We do not sell your personal information. We share it only with service providers that help us
              run MentorBridge, such as hosting, file storage and email delivery, under obligations to protect
              it; with Google when you choose Google sign-in; and when the law requires it.
            </p>
          </Section>
          <Section id="privacy-security" title="8. Security and retention">
            <p>
              We protect your information with encrypted connections, hashed passwords, sign-in tokens that
              expire, and limits on repeated attempts. We keep your information while your account is active.
              When an account is deleted, its profile, requests and bookings are deleted; content you
              published may remain under the name 'Former member'. Contact messages are kept only as long as
              we need them to answer you and keep records.
            </p>
          </Section>
          <Section id="privacy-rights" title="9. Your choices">
            <ul>
              <li>View and correct your profile at any time from your profile page.</li>
              <li>Remove your profile picture whenever you like.</li>
              <li>
                Ask us for a copy of your information or to delete your account through the contact page.
              </li>
            </ul>
          </Section>
          <Section id="privacy-age" title="10. Age">
            <p>
              MentorBridge is for people aged 18 or older. We do not knowingly collect information from anyone
              younger; if we learn that we have, we delete it.
            </p>
          </Section>
          <Section id="privacy-changes" title="11. Changes and contact">
            <p>
              We may update this policy and will change the date above when we do. Questions about your
              privacy? Write to us through the{' '}
              <Link to={paths.contact} className={LINK}>
                contact page
              </Link>
              .
            </p>
          </Section>
        </div>
      </article>
    </PageContainer>
  );
}
