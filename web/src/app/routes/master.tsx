import { MasterScreen } from '../../features/master/MasterScreen';
import { page } from '../page';
import { prefetchMasterPage } from '../../features/master/api';
import { clip, pathParam, type MetaContext, type PageMeta, type Schemas } from '../meta';
import { paths } from '../../config/paths';

/** A master: name, profession and salon, their photo; schema.org Person working for the salon (its BeautySalon's @id). */
function masterMeta({ params, data, url, t }: MetaContext): PageMeta | null {
  const master = data<Schemas['Master']>('/rest/clients-app/v1/masters/{masterId}/profile', (init) => pathParam(init, 'masterId') === Number(params.masterId));
  if (!master) return null;
  const name = [master.name, master.surname].filter(Boolean).join(' ');
  const page = new URL(url.pathname, url.origin).href;
  const firm = master.firm;
  const salon = firm && new URL(paths.salon(firm.id), url.origin).href;
  return {
    title: `${name} · Salonbook`,
    description: clip(
      [
        master.profession,
        master.firm?.name,
        master.description,
        master.reviewCount > 0 && t('meta.rating', { rating: master.rating.toFixed(1), count: master.reviewCount }),
      ]
        .filter(Boolean)
        .join(' · '),
    ),
    ...(master.photoUrl && { image: master.photoUrl }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': page,
      url: page,
      name,
      ...(master.profession && { jobTitle: master.profession }),
      ...(master.description && { description: master.description }),
      ...(master.photoUrl && { image: new URL(master.photoUrl, url.origin).href }),
      ...(firm && {
        worksFor: {
          '@type': 'BeautySalon',
          '@id': salon,
          url: salon,
          name: firm.name,
          address: { '@type': 'PostalAddress', streetAddress: firm.address },
        },
      }),
    },
  };
}

const screen = page({ title: 'master', ns: ['master', 'salon'], data: prefetchMasterPage, meta: masterMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default MasterScreen;
