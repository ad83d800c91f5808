import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { paths } from '../../config/paths';
import { ImageOr } from '../../ui/ImageOr';
import { Rating } from '../../ui/Rating';

type MasterShort = components['schemas']['MasterShort'];

export function masterFullName(master: Pick<MasterShort, 'name' | 'surname'>): string {
  return [master.name, master.surname].filter(Boolean).join(' ');
}

/** A master in a list: photo, name (a link to /master/:id, the whole card is clickable), profession, rating. */
export function MasterCard({ master, headingLevel = 3 }: { master: MasterShort; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation('common');
  const name = masterFullName(master);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="master-card card">
      <ImageOr
        className="master-card__photo"
        src={master.photoUrl}
        alt={t('ui.master.photoAlt', { name })}
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        monogram={master.name.slice(0, 1)}
      />
      <div className="master-card__body">
        <Heading className="master-card__name">
          <Link className="master-card__link" to={paths.master(master.id)}>
            {name}
          </Link>
        </Heading>
        <p className="master-card__profession">{master.profession}</p>
        <Rating value={master.rating} count={master.reviewCount} variant="compact" />
      </div>
    </article>
  );
}
