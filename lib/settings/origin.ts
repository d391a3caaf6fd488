/** The origin of an instance URL, or '' when there is none. */
export function originOf(instanceUrl: string): string {
  if (!instanceUrl) return '';
  try {
    return new URL(instanceUrl).origin;
  } catch {
    return '';
  }
}
