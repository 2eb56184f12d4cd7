import type { MailShop } from '../../provider/orders/public';
import type { OutboxEmail } from '../../provider/shared/public';
import { ButtonLink, Paragraph, Signature } from '../layout/blocks';
import { EmailLayout } from '../layout/EmailLayout';
import { composeEmail } from '../layout/render-email';
import { textEmail } from '../layout/text';

// Sent by the cron ORDER_REVIEW_REQUEST_DELAY days after delivery or collection.

interface ReviewRequestProps {
  order: { reference: string; email: string };
  shop: MailShop;
  reviewUrl: string;
}

const subjectOf = (order: ReviewRequestProps['order']) => `Votre avis sur votre commande ${order.reference}`;
const received = (order: ReviewRequestProps['order']) =>
  `Vous avez reçu votre commande ${order.reference} il y a quelques jours. Les vins vous ont-ils plu ?`;
const ASK = 'Votre avis nous aide beaucoup, et il ne prend qu’une minute :';

export function ReviewRequestEmail({ order, shop, reviewUrl }: ReviewRequestProps) {
  return (
    <EmailLayout site={shop.site} title={subjectOf(order)} preview={received(order)}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>{received(order)}</Paragraph>
      <Paragraph>{ASK}</Paragraph>
      <ButtonLink site={shop.site} href={reviewUrl}>
        Donner mon avis
      </ButtonLink>
      <Paragraph>Merci !</Paragraph>
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
  return composeEmail({
    to: order.email,
    replyTo: shop.merchantEmail || null,
    subject: subjectOf(order),
    html: <ReviewRequestEmail {...props} />,
    text: textEmail(shop.site, ['Bonjour,', received(order), [ASK, props.reviewUrl], 'Merci !']),
  });
}
