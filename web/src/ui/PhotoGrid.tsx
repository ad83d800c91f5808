import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { usePhotoViewer, type OpenerProps } from './PhotoViewer';

type Photo = components['schemas']['Photo'];

export interface PhotoGridProps {
  photos: Photo[];
  /** Whose photos they are ("Салон «Жасмин»"), for the alt texts: "Салон «Жасмин»: фото 2 из 12". */
  subject: string;
  /** Total number of photos, when more exist than shown (alt texts count to it). */
  total?: number;
  /** Index of the first photo (paged grids). */
  offset?: number;
  emptyText?: string;
}

function GridPhoto({ photo, alt, opener }: { photo: Photo; alt: string; opener: OpenerProps }) {
  const [broken, setBroken] = useState(false);
  return (
    <li className="photo-grid__item">
      {broken ? (
        <span className="photo-grid__img photo-grid__img--broken" role="img" aria-label={alt} />
      ) : (
        <button {...opener}>
          <img
            className="photo-grid__img"
            src={photo.thumbnailUrl ?? photo.url}
            alt={alt}
            width={320}
            height={320}
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
          />
        </button>
      )}
    </li>
  );
}

/** A square-cell grid of photos: lazy, fixed aspect ratio (no layout shift), each with an alt text; each opens full screen. */
export function PhotoGrid({ photos, subject, total, offset = 0, emptyText }: PhotoGridProps) {
  const { t } = useTranslation('common');
  const count = Math.max(total ?? 0, photos.length + offset);
  const alt = (index: number) => t('ui.photos.alt', { subject, index: offset + index + 1, total: count });
  const { opener, viewer } = usePhotoViewer(photos.map((photo, index) => ({ url: photo.url, alt: alt(index) })));
  if (photos.length === 0) return <p className="photo-grid__empty">{emptyText ?? t('ui.photos.empty')}</p>;
  return (
    <>
      <ul className="photo-grid">
        {photos.map((photo, index) => (
          <GridPhoto key={photo.id} photo={photo} alt={alt(index)} opener={opener(index)} />
        ))}
      </ul>
      {viewer}
    </>
  );
}
