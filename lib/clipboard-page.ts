/**
 * Copying text from an extension page (popup, options). The async Clipboard API needs a focused
 * document; when it is refused (a window that lost focus, an older browser) the classic way — a
 * selected textarea and `execCommand('copy')` — still works inside a user's click.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithSelection(text);
  }
}

function copyWithSelection(text: string): boolean {
  const active = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.focus();
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus();
  return copied;
}

/** `[title](url)`, with the characters that would end the link text or target escaped. */
export function markdownLink(title: string, url: string): string {
  const text = (title.trim() || url).replace(/([\\[\]])/g, '\\$1');
  const target = url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `[${text}](${target})`;
}
