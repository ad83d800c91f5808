// Share a link: the phone's share sheet (the Web Share API) where the browser has one, else the link is copied to the
// clipboard and that is said. Closing the share sheet is no error. Where neither works (an old browser, a page
// without the clipboard's permission) the link is shown selected, to be copied by hand.
import { useState } from 'react';
import { useHydrated } from '../lib/hydration';
import { Button, type ButtonVariant } from './Button';

export interface ShareButtonProps {
  /** The link, absolute or from the site's root ('/selection/abc'): made absolute when tapped (the server knows no origin). */
  url: string;
  /** What the share sheet says with the link. */
  title: string;
  text?: string;
  /** The button's text with a share sheet and without one (copy), and what is said once it is copied. */
  labels: { share: string; copy: string; copied: string };
  variant?: ButtonVariant;
  className?: string;
}

export function ShareButton({ url, title, text, labels, variant = 'primary', className }: ShareButtonProps) {
  // The server's HTML (and the render that continues it) offers to copy: it cannot know the browser.
  const canShare = useHydrated() && typeof navigator.share === 'function';
  const [said, setSaid] = useState<'copied' | 'manual' | null>(null);
  const absolute = () => new URL(url, window.location.href).toString();
  const share = async () => {
    if (canShare) {
      try {
        await navigator.share({ title, ...(text ? { text } : {}), url: absolute() });
      } catch {
        // Closed by the client.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(absolute());
      setSaid('copied');
    } catch {
      setSaid('manual');
    }
  };
  return (
    <>
      <Button variant={variant} className={className} onClick={() => void share()}>
        {canShare ? labels.share : labels.copy}
      </Button>
      <span role="status" className={said === 'copied' ? 'share__said' : 'visually-hidden'}>
        {said === 'copied' ? labels.copied : ''}
      </span>
      {said === 'manual' && (
        <input
          className="field__input share__link"
          readOnly
          value={absolute()}
          aria-label={labels.copy}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </>
  );
}
