/** "+40", "−3", "+4.5": a part of the match score as the "Why?" list shows it. */
export function pointsText(points: number): string {
  const magnitude = Number.isInteger(points) ? String(Math.abs(points)) : Math.abs(points).toFixed(1);
  return `${points < 0 ? '\u2212' : '+'}${magnitude}`;
}
