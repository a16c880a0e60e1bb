import { KEY_FEATURES } from '../home-data';
import { IconCardGrid } from './icon-card-grid';
import { SectionHeading } from './section-heading';

export function KeyFeaturesSection() {
  return (
    <section aria-labelledby="features-title">
      <SectionHeading
        id="features-title"
        eyebrow="Key features"
        title="Everything you need for placement season"
      />
      <IconCardGrid cards={KEY_FEATURES} />
    </section>
  );
}
