import { ABOUT_CARDS } from '../home-data';
import { IconCardGrid } from './icon-card-grid';
import { SectionHeading } from './section-heading';

export function AboutSection() {
  return (
    <section aria-labelledby="about-title">
      <SectionHeading
        id="about-title"
        eyebrow="Who we are"
        title="A bridge between two sides of one campus"
        lead="Alumni have the experience students need; students bring the questions alumni can answer in minutes."
      />
      <IconCardGrid cards={ABOUT_CARDS} columns="sm:grid-cols-2 lg:grid-cols-4" />
    </section>
  );
}
