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

/**
 * `[title](url)`. The title is the server's text, so what Markdown would read inside a link's
 * text (emphasis, code, strikethrough, brackets, table pipes) and what would start HTML or an
 * entity is backslash-escaped: pasted anywhere, it shows as it was. The target's characters that
 * would end it are percent-encoded.
 */
export function markdownLink(title: string, url: string): string {
  const text = (title.trim() || url).replace(/\s+/g, ' ').replace(/[\\`*_[\]~|<>&]/g, '\\$&');
  const target = url.replace(/[()<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `[${text}](${target})`;
}
