import { useId, type ReactElement } from 'react';
import { parameterValue, type ParameterMap } from '../../schema/site/parameter';
import { weeklyHours } from '../../schema/site/address';
import type { PageBlock } from '../../schema/content/page-block';
import type { MessageKey } from '../../i18n/messages';
import { useT } from '../../i18n/react';
import { useBlockData } from './block-data';

export type ContactData = Extract<PageBlock, { kind: 'CONTACT' }>['data'];

/** Monday to Sunday: the settings' suffix (OPENING_HOURS_MONDAY) and the day's name key. */
const WEEKDAYS: readonly [key: string, label: MessageKey][] = [
  ['MONDAY', 'weekday.MONDAY'],
  ['TUESDAY', 'weekday.TUESDAY'],
  ['WEDNESDAY', 'weekday.WEDNESDAY'],
  ['THURSDAY', 'weekday.THURSDAY'],
  ['FRIDAY', 'weekday.FRIDAY'],
  ['SATURDAY', 'weekday.SATURDAY'],
  ['SUNDAY', 'weekday.SUNDAY'],
];

/** '02 61 91 36 58' → 'tel:0261913658': only what a dialler needs. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * The company's contact details and its opening hours, Monday to Sunday: from the site's first
 * company address (GET /company/address) when it has one, else from the settings.
 */
export function ContactBlock({
  data,
  parameters,
}: {
  data: ContactData;
  parameters: ParameterMap;
}): ReactElement {
  const titleId = useId();
  const { t } = useT();
  const text = (type: string) => parameterValue(parameters, type)?.trim() ?? '';
  const address = useBlockData().addresses?.[0];
  const name = text('COMPANY_NAME');
  const office = address
    ? [address.line1, address.line2, `${address.postalCode} ${address.city}`].filter(Boolean).join(', ')
    : text('COMPANY_HEAD_OFFICE');
  const phone = address?.phone || text('COMPANY_PHONE');
  const mobile = text('COMPANY_MOBILE');
  const email = address?.email || text('COMPANY_EMAIL');
  const hours = address
    ? weeklyHours(address.openingHours).map((day, index) => {
        const weekday = WEEKDAYS[index];
        return { ...day, day: weekday?.[0] ?? day.label, label: weekday ? t(weekday[1]) : day.label };
      })
    : WEEKDAYS.map(([day, label]) => ({ day, label: t(label), hours: text(`OPENING_HOURS_${day}`) }));
  // A week without any hours means they were never entered, not that the business never opens.
  const hasHours = hours.some((day) => day.hours !== '');
  return (
    <section className="block block-contact" aria-labelledby={titleId}>
      <h2 id={titleId} className="block-contact__title">
        {data.title ?? t('contact.title')}
      </h2>
      <div className="block-contact__grid">
        <address className="block-contact__details">
          {name ? <p className="block-contact__name">{name}</p> : null}
          {office ? <p className="block-contact__address">{office}</p> : null}
          {phone ? (
            <p className="block-contact__line">
              {t('contact.phone')}
              <a href={telHref(phone)}>{phone}</a>
            </p>
          ) : null}
          {mobile ? (
            <p className="block-contact__line">
              {t('contact.mobile')}
              <a href={telHref(mobile)}>{mobile}</a>
            </p>
          ) : null}
          {email ? (
            <p className="block-contact__line">
              {t('contact.email')}
              <a href={`mailto:${email}`}>{email}</a>
            </p>
          ) : null}
        </address>
        {hasHours ? (
          <table className="block-contact__hours">
            <caption className="block-contact__hours-caption">{t('contact.hours')}</caption>
            <tbody>
              {hours.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.label}</th>
                  <td className={day.hours === '' ? 'block-contact__closed' : undefined}>
                    {day.hours === '' ? t('contact.closed') : day.hours}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </section>
  );
}
