import type { MailShop } from './mail-shop';
import type { OutboxEmail } from '../../provider/shared/public';
import { ButtonLink, Paragraph, Signature } from '../layout/blocks';
import { EmailLayout } from '../layout/EmailLayout';
import { mailT } from '../layout/mail-site';
import { composeEmail } from '../layout/render-email';
import { textEmail } from '../layout/text';

// Sent by the cron ORDER_REVIEW_REQUEST_DELAY days after delivery or collection, in the order's
// language (`shop.site` writes in it).

interface ReviewRequestProps {
  order: { reference: string; email: string };
  shop: MailShop;
  reviewUrl: string;
}

function ReviewRequestEmail({ order, shop, reviewUrl }: ReviewRequestProps) {
  const t = mailT(shop.site);
  const received = t.t('mail.order.review.received', { reference: order.reference });
  return (
    <EmailLayout
      site={shop.site}
      title={t.t('mail.order.review.subject', { reference: order.reference })}
      preview={received}
    >
      <Paragraph>{t.t('mail.hello')}</Paragraph>
      <Paragraph>{received}</Paragraph>
      <Paragraph>{t.t('mail.order.review.ask')}</Paragraph>
      <ButtonLink site={shop.site} href={reviewUrl}>
        {t.t('mail.order.review.button')}
      </ButtonLink>
      <Paragraph>{t.t('mail.order.review.thanks')}</Paragraph>
      <Signature site={shop.site} />
    </EmailLayout>
  );
}

export function reviewRequestEmail(
  order: ReviewRequestProps['order'],
  shop: MailShop,
  reviewUrl: string,
): OutboxEmail {
  // Without a review page configured, the link goes to the site's home page.
  const props = { order, shop, reviewUrl: reviewUrl || `${shop.site.origin}/` };
  const t = mailT(shop.site);
  return composeEmail({
    to: order.email,
    replyTo: shop.merchantEmail || null,
    subject: t.t('mail.order.review.subject', { reference: order.reference }),
    html: <ReviewRequestEmail {...props} />,
    text: textEmail(shop.site, [
      t.t('mail.hello'),
      t.t('mail.order.review.received', { reference: order.reference }),
      [t.t('mail.order.review.ask'), props.reviewUrl],
      t.t('mail.order.review.thanks'),
    ]),
  });
}
