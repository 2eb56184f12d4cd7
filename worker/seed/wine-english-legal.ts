// The wine estate's legal texts in English, overlaid on the French parameters
// (legal-texts.ts). A French business selling to consumers must give its legal information and
// terms in French; a translation may stand beside it, and each English text says that the French
// version prevails. Same {{PLACEHOLDER}} markers and the same limited HTML as the French texts.
import type { LegalTextKey } from './legal-texts.ts';

const prevails = (name: string) =>
  `<p><em>This English ${name} is a translation provided for convenience. The French version, shown on the French site, is the only authoritative one and prevails in case of any difference.</em></p>`;

const LEGAL_NOTICE = `${prevails('legal notice')}
<h2>Publisher</h2>
<p>This site is published by <strong>{{COMPANY_LEGAL_NAME}}</strong>, whose registered office is at {{COMPANY_HEAD_OFFICE}}, registered under number {{RCS_NUMBER}}.</p>
<ul>
<li>EU VAT number: {{INTRACO_VAT}}</li>
<li>Telephone: {{COMPANY_PHONE}}</li>
<li>E-mail: <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a></li>
</ul>
<h2>Publication director</h2>
<p>The publication director is {{COMPANY_LEGAL_AGENT}}, as legal representative of {{COMPANY_LEGAL_NAME}}.</p>
<h2>Hosting</h2>
<p>The site is hosted by <strong>Cloudflare, Inc.</strong>, 101 Townsend Street, San Francisco, CA 94107, United States (<a href="https://www.cloudflare.com">www.cloudflare.com</a>). Pages are served from the host’s European network wherever possible.</p>
<h2>Intellectual property</h2>
<p>All content on this site (text, photographs, illustrations, logos, videos and layout) is protected by copyright and belongs to {{COMPANY_LEGAL_NAME}} or its partners. Any reproduction, display or adaptation, in whole or in part, without prior written permission is forbidden and constitutes an infringement under the French Intellectual Property Code.</p>
<h2>Liability</h2>
<p>{{COMPANY_LEGAL_NAME}} takes care to keep the information on this site accurate and up to date, but cannot guarantee that it is free of errors or omissions. Links to other sites are given for information only: the publisher is not responsible for their content.</p>
<h2>Personal data and cookies</h2>
<p>How we handle your personal data is explained in our <a href="/en/privacy-policy">privacy policy</a>, and our use of cookies in our <a href="/en/cookie-policy">cookie policy</a>.</p>
<h2>Contact</h2>
<p>For any question about the site, write to <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> or call {{COMPANY_PHONE}}.</p>`;

const PRIVACY = `${prevails('privacy policy')}
<p>This policy explains what personal data {{COMPANY_LEGAL_NAME}} collects through this site, why, how long it is kept and how you can exercise your rights, under the General Data Protection Regulation (GDPR) and the French Data Protection Act.</p>
<h2>Data controller</h2>
<p>The data controller is {{COMPANY_LEGAL_NAME}}, {{COMPANY_HEAD_OFFICE}}, represented by {{COMPANY_LEGAL_AGENT}}. You can reach us at <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>.</p>
<h2>What we collect</h2>
<p>We only collect the data we need, on three occasions:</p>
<ul>
<li><strong>The contact form</strong>: surname, first name, e-mail address, telephone (optional) and your message;</li>
<li><strong>Creating an account</strong>: surname, first name, e-mail address, password (stored encrypted), telephone and, where asked, date of birth;</li>
<li><strong>Placing an order</strong>: delivery and billing addresses, telephone, what you ordered and your order history. Card details are entered directly with our payment provider and never reach us.</li>
</ul>
<h2>Purposes and legal bases</h2>
<ul>
<li>answering your enquiries (legitimate interest);</li>
<li>managing your account, orders, delivery and invoicing (performance of the contract and legal obligations);</li>
<li>sending you our newsletter if you asked for it (consent, which you can withdraw at any time from your account or with the link in every e-mail);</li>
<li>measuring visits to the site if you agreed to it (consent, see our <a href="/en/cookie-policy">cookie policy</a>).</li>
</ul>
<h2>How long we keep it</h2>
<p>Your personal data is kept for <strong>3 years after your last activity</strong> (last log-in, order or message), then deleted or anonymised. Accounting records such as invoices are kept for the period required by law (10 years).</p>
<h2>Who receives it</h2>
<p>Your data is used by {{COMPANY_LEGAL_NAME}} and only by its technical subcontractors (hosting, e-mail delivery, payment, carriers), who are bound to confidentiality. It is never sold or rented. Where a provider is based outside the European Union, the transfer is covered by the European Commission’s standard contractual clauses or an adequacy decision.</p>
<h2>Your rights</h2>
<p>You have the right to access, rectify, erase, restrict and port your data and to object to its use, as well as the right to give instructions on what happens to your data after your death.</p>
<ul>
<li>To exercise these rights, use our <a href="/en/contact">contact page</a> and tell us what your request is about. If we have reasonable doubts, we may ask you to prove your identity.</li>
<li>We answer every request <strong>within 30 days</strong> of receiving it.</li>
<li>You can delete your account from your account page or by asking us: it is deleted <strong>within 10 working days</strong>.</li>
<li>You can call us on {{COMPANY_PHONE}} <strong>from 9 am to 5 pm, Monday to Friday</strong> (French time).</li>
</ul>
<p>If, after contacting us, you feel your rights have not been respected, you can complain to the French data protection authority, the CNIL (<a href="https://www.cnil.fr">www.cnil.fr</a>).</p>
<h2>Security</h2>
<p>Traffic to the site is encrypted (HTTPS), passwords are never stored in plain text and access to data is limited to the people who need it to handle your requests.</p>`;

const COOKIE_POLICY = `${prevails('cookie policy')}
<p>When you visit this site, cookies and similar trackers may be stored on your device. This page explains what they are for and how you stay in control.</p>
<h2>Essential cookies</h2>
<p>Some cookies are needed for the site to work and do not require your consent:</p>
<ul>
<li>keeping you signed in to your account (24 hours);</li>
<li>remembering the language you chose (12 months);</li>
<li>remembering your cookie choices;</li>
<li>the contents of your basket, saved in your browser’s local storage.</li>
</ul>
<h2>Analytics services</h2>
<p>Depending on how the site is set up, the following services may be used to understand how the site is used and to improve it:</p>
<ul>
<li><strong>Matomo</strong>, visitor statistics;</li>
<li><strong>Google tag</strong> (Google Ireland Ltd), statistics and campaign measurement;</li>
<li><strong>Plausible</strong> (Plausible Insights OÜ), privacy-friendly visitor statistics;</li>
<li><strong>Facebook Pixel</strong> (Meta Platforms Ireland Ltd), measuring how well adverts work.</li>
</ul>
<p>These services are <strong>only loaded once you have given your consent</strong>: until you accept, none of their scripts run.</p>
<h2>Your choice</h2>
<p>On your first visit, a banner appears at the bottom of the screen. You can click “Accept all” or “Reject all”: rejecting is as easy as accepting, and saying no does not stop you from using the site.</p>
<p>Your choice is kept for <strong>13 months at most</strong>, after which the banner appears again. You can also change your mind at any time by clearing this site’s cookies in your browser settings.</p>
<h2>Find out more</h2>
<p>For any question about cookies, write to <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>. How we handle your data is set out in our <a href="/en/privacy-policy">privacy policy</a>.</p>`;

const USE_TERMS = `${prevails('version of our terms of use')}
<p>These terms of use govern access to the site published by {{COMPANY_LEGAL_NAME}} and the use of your customer account. By browsing the site, you accept these terms.</p>
<h2>Access to the site</h2>
<p>The site is free to use for anyone with Internet access. We do our best to keep it available at all times, but it may be interrupted for maintenance or technical problems, without any right to compensation.</p>
<h2>Creating an account</h2>
<p>Some features (order tracking, newsletter, saved details) need an account. When you sign up, you must tick the box “<strong>I have read and understood the terms of use and I accept them</strong>”: without it, the account cannot be created.</p>
<p>You agree to give <strong>accurate, up-to-date information about yourself</strong> (surname, first name and, where asked, date of birth) and a <strong>valid e-mail address</strong> that is yours, and to correct them from your account if they change. An account created with false information or in someone else’s name may be suspended or deleted.</p>
<h2>Log-in details</h2>
<p>Your e-mail address and password are personal and confidential. You are responsible for keeping them safe and for any use of your account. If you lose them or suspect misuse, change your password straight away with the “forgotten password” link and let us know.</p>
<h2>Expected behaviour</h2>
<ul>
<li>do not try to disrupt the site or compromise its security;</li>
<li>do not use the forms to send unlawful, abusive or unsolicited advertising content;</li>
<li>do not collect the site’s content or data by automated means.</li>
</ul>
<h2>Deleting your account</h2>
<p>You can delete your account at any time from your account page or by writing to <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>. {{COMPANY_LEGAL_NAME}} may also delete an account that breaches these terms, after informing its holder.</p>
<h2>Changes and governing law</h2>
<p>These terms may be updated as the site or the regulations change; the version online is the one that applies. They are governed by French law.</p>`;

const SALE_TERMS = `${prevails('version of our terms of sale')}
<p>These terms of sale apply to every order for products or services placed with {{COMPANY_LEGAL_NAME}}, {{COMPANY_HEAD_OFFICE}}, {{RCS_NUMBER}}, EU VAT number {{INTRACO_VAT}}, through this site or directly with us. The customer accepts them when confirming the order.</p>
<h2>Products, services and prices</h2>
<p>Products and services are described with the greatest care; photographs are not contractually binding. Prices are in euros and include all taxes. Any delivery charges are shown before the order is confirmed. The price that applies is the one shown when the order is placed.</p>
<h2>Orders</h2>
<p>An order is binding once the basket is confirmed, these terms are accepted and payment is made. A confirmation e-mail summarising the order is then sent to the customer. We reserve the right to refuse an abnormal order or one placed in bad faith.</p>
<h2>Payment</h2>
<p>Payment is made online by card through a secure payment provider: card details never pass through our servers. The order is only prepared once payment has been received.</p>
<h2>Delivery and collection</h2>
<ul>
<li><strong>Delivery</strong>: orders are sent to the address the customer gives, by carrier or to a pick-up point, within the times stated when ordering.</li>
<li><strong>Collection (click and collect)</strong>: the customer chooses a collection slot; the order is handed over on presentation of the confirmation and an identity document.</li>
<li>If a parcel arrives damaged, the customer records precise reservations with the carrier and tells us within 48 hours.</li>
</ul>
<h2>Right of withdrawal</h2>
<p>Under article L221-18 of the French Consumer Code, a consumer has <strong>14 days</strong> from receiving the products to withdraw from the purchase without giving a reason. The customer tells us in writing at <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> and returns the products intact, at their own expense, within the following 14 days. We refund at the latest 14 days after receiving the request, once the products are back. For a service, the right of withdrawal no longer applies once the service has been fully performed, with the customer’s agreement, before the end of that period.</p>
<h2>Selling alcohol</h2>
<p>Where the site sells alcoholic drinks, <strong>their sale to minors is forbidden</strong> (article L3342-1 of the French Public Health Code). By ordering, the customer confirms they are at least 18 years old; proof of identity may be asked for on delivery or collection, and the products withheld without it.</p>
<p><em>Alcohol abuse is dangerous for your health: please drink responsibly.</em></p>
<h2>Guarantees</h2>
<p>Products are covered by the legal guarantee of conformity (articles L217-3 and following of the French Consumer Code) and the guarantee against hidden defects (articles 1641 and following of the French Civil Code). For any complaint, call us on {{COMPANY_PHONE}} or write to <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>.</p>
<h2>Personal data</h2>
<p>The data needed to handle orders is processed as described in our <a href="/en/privacy-policy">privacy policy</a>.</p>
<h2>Disputes and mediation</h2>
<p>These terms are governed by French law. In the event of a dispute, the customer first contacts us so we can look for an amicable solution. Failing that, they may use a consumer mediator free of charge, whose details are provided on request, or take the matter to the competent court.</p>`;

export const englishLegalTexts: Record<LegalTextKey, string> = {
  COOKIE_POLICY,
  PRIVACY,
  LEGAL_NOTICE,
  SALE_TERMS,
  USE_TERMS,
};
