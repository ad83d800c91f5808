// The salon page's certificates section: what the salon sells, each leading to its certificates' page to buy it.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { Section, SectionError } from '../../ui/Section';
import { buttonClass } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { CertificateWhat, useFirmCertificates } from '../../entities/certificate/certificate';
import './certificates-section.css';

/** The salon page's section: what is on sale (nothing shown when nothing is). */
export function CertificatesSection({ firmId }: { firmId: number }) {
  const { t } = useTranslation('salon');
  const { lng } = useLanguage();
  const query = useFirmCertificates(firmId);
  if (!query.isPending && !query.isError && query.data.length === 0) return null;
  return (
    <Section id="certificates" title={t('certificates.title')}>
      {query.isPending ? (
        <Skeleton height={88} block aria-hidden />
      ) : query.isError ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : (
        <ul className="certs__list">
          {query.data.map((c) => (
            <li key={c.id} className="card certs__item">
              <div>
                <h3 className="certs__name">{c.name}</h3>
                <CertificateWhat certificate={c} />
              </div>
              <Link
                className={buttonClass('secondary')}
                to={paths.certificates(firmId, c.id)}
                aria-label={t('certificates.buyOne', { name: c.name, price: formatMoney(c.price, lng, c.currency) })}
              >
                {formatMoney(c.price, lng, c.currency)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
