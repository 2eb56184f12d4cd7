import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { RichMessage } from './RichMessage';
import { ACCOUNT_EXPORT_PATH, CONTACT_PATH } from './account-paths';

/** The data-rights delays: kept 3 years of inactivity, deletion within 10 working days, answers within 30 days. */
export function DataRights(): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  return (
    <section className="account-section" aria-labelledby="donnees-title" id="donnees">
      <h2 id="donnees-title">{t.t('account.dataTitle')}</h2>
      <p>
        <RichMessage text={t.t('account.dataUse')} />
      </p>
      <p>
        <RichMessage text={t.t('account.dataRights')} href={link(CONTACT_PATH)} />
      </p>
      <p>
        <a
          className="account-download"
          href={link(ACCOUNT_EXPORT_PATH)}
          download={t.t('account.downloadName')}
        >
          {t.t('account.download')}
        </a>
      </p>
    </section>
  );
}
