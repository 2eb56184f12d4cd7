import { useId, type ReactElement } from 'react';
import { safeHref } from '../../domain/shared/rich-text';
import { parameterValue, type ParameterMap } from '../../schema/site/parameter';
import { useT } from '../../i18n/react';
import type { PageBlock } from '../../schema/content/page-block';
import { SocialIcon, type SocialNetwork } from './SocialIcon';

export type SocialData = Extract<PageBlock, { kind: 'SOCIAL' }>['data'];

const SOCIAL_LINKS: readonly { parameter: string; label: string; network: SocialNetwork }[] = [
  { parameter: 'FACEBOOK_URL', label: 'Facebook', network: 'facebook' },
  { parameter: 'INSTAGRAM_URL', label: 'Instagram', network: 'instagram' },
  { parameter: 'LINKEDIN_URL', label: 'LinkedIn', network: 'linkedin' },
  { parameter: 'TWITTER_URL', label: 'X (Twitter)', network: 'twitter' },
  { parameter: 'YOUTUBE_URL', label: 'YouTube', network: 'youtube' },
  { parameter: 'TIKTOK_URL', label: 'TikTok', network: 'tiktok' },
  { parameter: 'TRIPADVISOR_URL', label: 'Tripadvisor', network: 'tripadvisor' },
  { parameter: 'GOOGLE_REVIEW_URL', label: 'Avis Google', network: 'google' },
];

/** The networks' names are brands; Google reviews says what it is in the page's language. */
const socialLabel = (link: { label: string; network: SocialNetwork }, t: ReturnType<typeof useT>['t']) =>
  link.network === 'google' ? t('reviews.title') : link.label;

/** Links to the social pages the site has set (http(s) only); nothing when none is set. */
export function SocialBlock({
  data,
  parameters,
}: {
  data: SocialData;
  parameters: ParameterMap;
}): ReactElement | null {
  const titleId = useId();
  const { t } = useT();
  const links = SOCIAL_LINKS.flatMap((link) => {
    const href = safeHref(parameterValue(parameters, link.parameter) ?? '');
    return href !== null && /^https?:\/\//i.test(href) ? [{ ...link, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section className="block block-social" aria-labelledby={titleId}>
      <h2 id={titleId} className="block-social__title">
        {data.title ?? t('social.title')}
      </h2>
      <ul className="block-social__list">
        {links.map((link) => (
          <li key={link.parameter}>
            {/* Opens a new window, so the accessible name says so; the visible label stays inside it. */}
            <a
              className="block-social__link"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('social.newWindow', { label: socialLabel(link, t) })}
            >
              <SocialIcon network={link.network} />
              <span className="block-social__label">{socialLabel(link, t)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
