import { useEffect, useState } from 'preact/hooks';

/** How long a toast stays: long enough to read a short link. */
const SHOWN_MS = 4000;

/** A short message said once and shown for a moment: `show` sets it, it clears itself. */
export function useToast(): [string, (text: string) => void] {
  const [shown, setShown] = useState({ text: '', at: 0 });
  useEffect(() => {
    if (!shown.text) return;
    const timer = setTimeout(() => setShown({ text: '', at: 0 }), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  // A second copy of the same link is a new toast (and a new announcement), not the old one kept.
  return [shown.text, (text) => setShown({ text, at: Date.now() })];
}

/**
 * The toast: a live region that is always there (so screen readers hear each message), drawn over
 * the page's bottom edge, never in the flow, so its message moves nothing.
 */
export function Toast({ text }: { text: string }) {
  return (
    <div role="status" class="manager-toast">
      {text && <p key={text}>{text}</p>}
    </div>
  );
}
