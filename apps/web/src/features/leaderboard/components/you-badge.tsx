export function YouBadge() {
  return (
    <span className="shrink-0 rounded-full bg-indigo-600 px-1.5 py-px text-[0.625rem] font-bold tracking-wider whitespace-nowrap text-white">
      YOU
    </span>
  );
}
