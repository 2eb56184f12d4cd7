/** Lower-case and strip accents, so « Saint-Étienne » is found by « saint-etienne ». */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
