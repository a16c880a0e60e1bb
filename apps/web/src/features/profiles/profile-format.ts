export function positionLine(
  position: string | null | undefined,
  company: string | null | undefined,
): string {
  if (position && company) return `${position} at ${company}`;
  return position || company || '';
}

export function yearsOfExperience(years: number | null | undefined): string | null {
  if (years === null || years === undefined) return null;
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}
