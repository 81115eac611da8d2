/** The link as one area lists it: that area's label and categories, once each. With no area
 * (or an area that does not list it) the link's first label and all its categories. */
export function linkInArea(
  link: {
    url: string;
    labels: readonly string[];
    categories: readonly string[];
    placements: readonly { areaKey: string; label: string; category: string }[];
  },
  areaKey: string | null,
): { label: string; categories: string[] } {
  const own = areaKey === null ? [] : link.placements.filter((p) => p.areaKey === areaKey);
  if (own.length === 0)
    return { label: link.labels[0] ?? link.url, categories: [...link.categories] };
  return {
    label: own[0]?.label ?? link.url,
    categories: [...new Set(own.map((placement) => placement.category))],
  };
}
