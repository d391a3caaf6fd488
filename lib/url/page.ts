/** The page an address is on: without its `#fragment` (a link to a section is a link to its page). */
export function pageOf(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

export const samePage = (a: string, b: string): boolean => pageOf(a) === pageOf(b);
