// The full-screen photo viewer itself (yet-another-react-lightbox: swipe, arrow keys, Esc, a close button). Loaded only
// when a photo is opened (ui/PhotoViewer), so no page's first JavaScript carries it.
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

/** A photo as the viewer shows it. */
export interface ViewedPhoto {
  url: string;
  alt: string;
}

export default function PhotoViewerDialog({ photos, index, onClose }: { photos: ViewedPhoto[]; index: number; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={photos.map((photo) => ({ src: photo.url, alt: photo.alt }))}
      controller={{ closeOnBackdropClick: true }}
      carousel={{ finite: photos.length <= 1 }}
      render={photos.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : {}}
      labels={{
        Lightbox: t('photoViewer.label'),
        Close: t('photoViewer.close'),
        Previous: t('photoViewer.previous'),
        Next: t('photoViewer.next'),
        Carousel: t('photoViewer.carousel'),
        'Photo gallery': t('photoViewer.label'),
        Slide: t('photoViewer.slide'),
        '{index} of {total}': t('photoViewer.counter'),
      }}
    />
  );
}
