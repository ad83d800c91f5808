// The home page's banners, each leading where its target says.
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { leadsToOff, useClientConfig } from '../../entities/client-config/config';
import { SparkIcon } from '../../ui/icons';
import { ImageOr } from '../../ui/ImageOr';
import { useHomeScreen, type Banner } from './api';

/**
 * Promotional banners of the city, below the special offers (the hero and the categories stay the first screen):
 * a snap-scrolling row; each opens its in-app page or outside address.
 */
export function Banners() {
  const { t } = useTranslation('home');
  const home = useHomeScreen();
  const data = useDeferredValue(home.data);
  const features = useClientConfig().data?.features;
  // While the home data loads, a banner-shaped block holds the place (no shift when it arrives).
  if (data === undefined && !home.isError)
    return (
      <div className="home__banners" aria-hidden>
        <span className="skeleton home__banner" />
      </div>
    );
  // A banner for a switched-off feature (gift cards, bnpl, the raffle) is left out.
  const banners = (data?.banners ?? []).filter((banner) => !leadsToOff(banner.link?.trim(), features));
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('banners.label')}>
      <ul className="home__banners">
        {banners.map((banner) => (
          <li key={banner.id} className="home__banner">
            <BannerLink banner={banner}>
              <ImageOr
                className="home__banner-image"
                src={banner.imageUrl}
                alt={banner.title ?? t('banners.alt')}
                width={640}
                height={320}
                loading="lazy"
                decoding="async"
                fallback={
                  // A broken or missing picture: a drawn banner with the same name (the link keeps its text).
                  <span className="home__banner-image home__banner-image--empty" role="img" aria-label={banner.title ?? t('banners.alt')}>
                    <SparkIcon width={48} height={48} />
                  </span>
                }
              />
              {banner.title && (
                <span className="home__banner-title" aria-hidden>
                  {banner.title}
                </span>
              )}
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const link = banner.link?.trim();
  if (!link) return <div className="home__banner-link">{children}</div>;
  if (link.startsWith('/') && !link.startsWith('//'))
    return (
      <Link className="home__banner-link" to={link}>
        {children}
      </Link>
    );
  return (
    <a className="home__banner-link" href={link} rel="noopener">
      {children}
    </a>
  );
}
