// Photos that open full screen: each photo is a button; pressed, the viewer (ui/PhotoViewerDialog, loaded then) shows
// it and the others, and on close the focus returns to the photo it was opened from.
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ViewedPhoto } from './PhotoViewerDialog';

const PhotoViewerDialog = lazy(() => import('./PhotoViewerDialog'));

/** `open(i)` for a photo's button (its `opener(i)` props), and the viewer to render once. */
export function usePhotoViewer(photos: ViewedPhoto[]): { opener: (index: number) => OpenerProps; viewer: ReactNode } {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef(new Map<number, HTMLButtonElement>());
  const close = () => {
    const from = open;
    setOpen(null);
    if (from !== null) requestAnimationFrame(() => openers.current.get(from)?.focus());
  };
  return {
    opener: (index) => ({
      type: 'button',
      className: 'photo-opener',
      'aria-label': t('photoViewer.open', { alt: photos[index]?.alt ?? '' }),
      'aria-haspopup': 'dialog',
      onClick: () => setOpen(index),
      ref: (node: HTMLButtonElement | null) => void (node ? openers.current.set(index, node) : openers.current.delete(index)),
    }),
    viewer:
      open === null ? null : (
        <Suspense fallback={null}>
          <PhotoViewerDialog photos={photos} index={open} onClose={close} />
        </Suspense>
      ),
  };
}

export interface OpenerProps {
  type: 'button';
  className: string;
  'aria-label': string;
  'aria-haspopup': 'dialog';
  onClick: () => void;
  ref: (node: HTMLButtonElement | null) => void;
}
