/** Menu and group titles are cut at 25 characters (spec core §2.3, §9). */
export const MENU_TITLE_MAX = 25;

export function truncateTitle(title: string, max = MENU_TITLE_MAX): string {
  return title.length > max ? `${title.slice(0, max).trimEnd()}…` : title;
}
