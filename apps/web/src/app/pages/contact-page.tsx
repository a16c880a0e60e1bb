import { PageHeader } from '@/components/ui/page-header';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfoPanel } from '@/features/contact/components/contact-info-panel';
import { PageContainer } from '../layouts/page-container';

export default function ContactPage() {
  return (
    <PageContainer>
      <title>Contact Us · MentorBridge</title>
      <div className="mx-auto max-w-6xl">
        <PageHeader
          title="Contact Us"
          description="Questions, feedback or a problem to report? Send us a message and we will get back to you."
        />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ContactForm />
          </div>
          <ContactInfoPanel />
        </div>
      </div>
    </PageContainer>
  );
}
