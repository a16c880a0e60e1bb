interface ResourceTagsProps {
  tags: readonly string[];
}

export function ResourceTags({ tags }: ResourceTagsProps) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 wrap-anywhere">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
