interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
}

/** Its id labels the surrounding <section> (aria-labelledby). */
export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-8 max-w-2xl text-center">
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-slate-600">{lead}</p> : null}
    </div>
  );
}
