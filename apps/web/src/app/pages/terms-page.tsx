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

export default function TermsPage() {
  return (
    <PageContainer>
      <title>Terms of Service · MentorBridge</title>
      <article className="mx-auto max-w-3xl">
        <PageHeader title="Terms of Service" description="Last updated: 24 October 2025" />
        <div className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 leading-relaxed text-slate-700 shadow-sm sm:p-8 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
          <p>
            These terms govern your use of MentorBridge, a platform that connects students with alumni for
            mentorship, workshops, interview experiences, company insights and placement resources. By
            creating an account or using the platform you agree to them. Please also read our{' '}
            <Link to={paths.privacy} className={LINK}>
              Privacy Policy
            </Link>
            .
          </p>
          <Section id="terms-eligibility" title="1. Eligibility">
            <p>
              You must be at least 18 years old to use MentorBridge. By registering you confirm that you are
              18 or older and that the information you give us, including your role as a student or an alumni,
              is true.
            </p>
          </Section>
          <Section id="terms-accounts" title="2. Your account">
            <ul>
              <li>Keep one account per person, with your real name and an email address you can receive.</li>
              <li>Keep your password secret. You are responsible for what happens under your account.</li>
              <li>
                Tell us at once through the contact page if you think someone else has used your account.
              </li>
              <li>If you sign in with Google, Google's own terms also apply to that sign-in.</li>
            </ul>
          </Section>
          <Section id="terms-mentorship" title="3. Mentorship, workshops and paid sessions">
            <p>
              Alumni offer mentorship and workshops in their own time and in their own name; they are not our
              employees or agents. Their advice is shared in good faith and is for guidance only. We do not
              promise any placement, interview call or job offer.
            </p>
            <p>
              Sessions may be free or paid. The price of a paid session is shown in rupees before you book.
              Unless we say otherwise on the session, the payment, rescheduling and refund of a paid session
              are agreed between the student and the alumni who runs it. Please join sessions you book on time
              and cancel early if you cannot attend.
            </p>
          </Section>
          <Section id="terms-contact-details" title="4. Contact details">
            <p>
              An alumni's contact details are shown to a student only after the alumni accepts that student's
              mentorship request. Use them only for that mentorship. Never share them, add them to mailing
              lists or use them to sell anything.
            </p>
          </Section>
          <Section id="terms-content" title="5. Content you share">
            <p>
              You keep ownership of the interview experiences, company insights, resources, ratings and other
              content you post. You allow MentorBridge to store, display and distribute it to users of the
              platform for as long as it stays on the platform.
            </p>
            <ul>
              <li>
                Share only what you have the right to share. Do not post material that breaks copyright.
              </li>
              <li>
                Do not reveal information you are bound to keep confidential, such as questions covered by a
                non-disclosure agreement.
              </li>
              <li>Company insights and ratings must reflect your honest experience.</li>
              <li>Uploaded resources are reviewed by an administrator before students can see them.</li>
            </ul>
            <p>
              Anyone can report content that breaks these terms. We may remove such content and the points it
              earned.
            </p>
          </Section>
          <Section id="terms-points" title="6. Ratings, points and the leaderboard">
            <p>
              Points, levels, badges and ranks recognise genuine contributions. Creating fake accounts,
              trading ratings or votes, or any other attempt to inflate points is not allowed; we may reverse
              the points and suspend the accounts involved.
            </p>
          </Section>
          <Section id="terms-conduct" title="7. Acceptable use">
            <ul>
              <li>
                Be respectful. Harassment, discrimination, threats and abusive language are not allowed.
              </li>
              <li>Do not impersonate anyone or misstate your college, company or experience.</li>
              <li>Do not send spam, advertising or malicious files, or collect other users' data.</li>
              <li>Do not try to break, overload or get around the security of the platform.</li>
            </ul>
          </Section>
          <Section id="terms-termination" title="8. Suspension and closing your account">
            <p>
              We may suspend or deactivate an account that breaks these terms. You can ask us to delete your
              account at any time through the contact page. Content you published, such as interview
              experiences, may stay on the platform under the name 'Former member'.
            </p>
          </Section>
          <Section id="terms-liability" title="9. Disclaimer and liability">
            <p>
              MentorBridge is provided as it is. We work to keep it available and accurate, but we cannot
              guarantee that it will always be so, or that content shared by users is correct. To the extent
              the law allows, we are not liable for indirect losses or for decisions you make based on content
              or advice from other users.
            </p>
          </Section>
          <Section id="terms-changes" title="10. Changes and governing law">
            <p>
              We may update these terms. When we do, we change the date above, and important changes are
              announced on the platform or by email. These terms are governed by the laws of India.
            </p>
          </Section>
          <Section id="terms-contact" title="11. Contact">
            <p>
              Questions about these terms? Write to us through the{' '}
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
