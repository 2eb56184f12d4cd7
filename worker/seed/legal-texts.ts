// Generic French legal texts shared by every sample site (parameters COOKIE_POLICY, PRIVACY,
// LEGAL_NOTICE, SALE_TERMS, USE_TERMS). The {{PLACEHOLDER}} markers name company parameters and
// are filled in with the site's own values when the text is displayed. HTML is limited to
// p, h2, h3, ul, li, strong, em and a.
import type { SeedPage } from './types.ts';

export type LegalTextKey = 'COOKIE_POLICY' | 'PRIVACY' | 'LEGAL_NOTICE' | 'SALE_TERMS' | 'USE_TERMS';

const LEGAL_NOTICE = `<h2>Éditeur du site</h2>
<p>Le présent site est édité par <strong>{{COMPANY_LEGAL_NAME}}</strong>, dont le siège est situé {{COMPANY_HEAD_OFFICE}}, immatriculée sous le numéro {{RCS_NUMBER}}.</p>
<ul>
<li>Numéro de TVA intracommunautaire : {{INTRACO_VAT}}</li>
<li>Téléphone : {{COMPANY_PHONE}}</li>
<li>Adresse électronique : <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a></li>
</ul>
<h2>Directeur de la publication</h2>
<p>Le directeur de la publication est {{COMPANY_LEGAL_AGENT}}, en sa qualité de représentant légal de {{COMPANY_LEGAL_NAME}}.</p>
<h2>Hébergement</h2>
<p>Le site est hébergé par <strong>Cloudflare, Inc.</strong>, 101 Townsend Street, San Francisco, CA 94107, États-Unis (<a href="https://www.cloudflare.com">www.cloudflare.com</a>). Les données sont servies depuis le réseau européen de l'hébergeur chaque fois que cela est possible.</p>
<h2>Propriété intellectuelle</h2>
<p>L'ensemble des contenus présents sur ce site (textes, photographies, illustrations, logos, vidéos, mise en page) est protégé par le droit d'auteur et demeure la propriété de {{COMPANY_LEGAL_NAME}} ou de ses partenaires. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par le Code de la propriété intellectuelle.</p>
<h2>Responsabilité</h2>
<p>{{COMPANY_LEGAL_NAME}} s'efforce de tenir à jour des informations exactes, mais ne peut garantir l'absence d'erreur ou d'omission. Les liens vers des sites extérieurs sont fournis à titre indicatif : leur contenu n'engage pas l'éditeur.</p>
<h2>Données personnelles et cookies</h2>
<p>Le traitement de vos données personnelles est décrit dans notre <a href="/privacy-policy">politique de confidentialité</a>, et l'usage des cookies dans notre <a href="/cookie-policy">politique cookies</a>.</p>
<h2>Nous contacter</h2>
<p>Pour toute question relative au site, vous pouvez écrire à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> ou appeler le {{COMPANY_PHONE}}.</p>`;

const PRIVACY = `<p>La présente politique explique quelles données personnelles {{COMPANY_LEGAL_NAME}} collecte par l'intermédiaire de ce site, pourquoi, combien de temps elles sont conservées et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.</p>
<h2>Responsable du traitement</h2>
<p>Le responsable du traitement est {{COMPANY_LEGAL_NAME}}, {{COMPANY_HEAD_OFFICE}}, représentée par {{COMPANY_LEGAL_AGENT}}. Vous pouvez nous joindre à l'adresse <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>.</p>
<h2>Données collectées</h2>
<p>Nous ne collectons que les données dont nous avons besoin, à trois occasions :</p>
<ul>
<li><strong>Le formulaire de contact</strong> : nom, prénom, adresse électronique, téléphone (facultatif) et contenu de votre message ;</li>
<li><strong>La création d'un compte</strong> : nom, prénom, adresse électronique, mot de passe (conservé sous forme chiffrée), téléphone et, le cas échéant, date de naissance ;</li>
<li><strong>La passation d'une commande</strong> : adresses de livraison et de facturation, téléphone, contenu de la commande et historique des achats. Les données de carte bancaire sont saisies directement chez notre prestataire de paiement et ne nous sont jamais transmises.</li>
</ul>
<h2>Finalités et bases légales</h2>
<ul>
<li>répondre à vos demandes (intérêt légitime) ;</li>
<li>gérer votre compte, vos commandes, la livraison et la facturation (exécution du contrat et obligations légales) ;</li>
<li>vous adresser notre lettre d'information si vous l'avez demandée (consentement, retirable à tout moment depuis votre espace personnel ou le lien présent dans chaque envoi) ;</li>
<li>mesurer l'audience du site lorsque vous l'avez accepté (consentement, voir notre <a href="/cookie-policy">politique cookies</a>).</li>
</ul>
<h2>Durée de conservation</h2>
<p>Vos données personnelles sont conservées <strong>3 ans après votre dernière activité</strong> (dernière connexion, commande ou prise de contact), puis supprimées ou anonymisées. Les pièces comptables, comme les factures, sont conservées pendant la durée imposée par la loi (10 ans).</p>
<h2>Destinataires</h2>
<p>Vos données sont destinées à {{COMPANY_LEGAL_NAME}} et à ses seuls sous-traitants techniques (hébergement, envoi des courriels, paiement, transport), tenus à la confidentialité. Elles ne sont jamais vendues ni louées. Lorsqu'un prestataire est situé hors de l'Union européenne, le transfert est encadré par les clauses contractuelles types de la Commission européenne ou par une décision d'adéquation.</p>
<h2>Vos droits</h2>
<p>Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, ainsi que du droit de définir des directives relatives au sort de vos données après votre décès.</p>
<ul>
<li>Pour exercer ces droits, utilisez notre <a href="/contact">page contact</a> en précisant l'objet de votre demande. Nous pourrons vous demander de justifier de votre identité en cas de doute raisonnable.</li>
<li>Nous répondons à toute demande <strong>dans un délai de 30 jours</strong> à compter de sa réception.</li>
<li>Vous pouvez supprimer votre compte depuis votre espace personnel ou en nous le demandant : la suppression est effectuée <strong>sous 10 jours ouvrés</strong>.</li>
<li>Nous sommes joignables par téléphone au {{COMPANY_PHONE}} <strong>de 9h à 17h, du lundi au vendredi</strong>.</li>
</ul>
<p>Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (<a href="https://www.cnil.fr">www.cnil.fr</a>).</p>
<h2>Sécurité</h2>
<p>Les échanges avec le site sont chiffrés (HTTPS), les mots de passe ne sont jamais stockés en clair et l'accès aux données est réservé aux personnes qui en ont besoin pour traiter vos demandes.</p>`;

const COOKIE_POLICY = `<p>Lors de votre visite, des cookies et traceurs peuvent être déposés sur votre appareil. Cette page vous explique à quoi ils servent et comment garder la main sur vos choix.</p>
<h2>Les cookies indispensables</h2>
<p>Certains cookies sont nécessaires au fonctionnement du site et ne demandent pas votre consentement :</p>
<ul>
<li>le maintien de votre connexion à votre espace personnel (durée : 24 heures) ;</li>
<li>la mémorisation de la langue choisie (durée : 12 mois) ;</li>
<li>la mémorisation de vos choix en matière de cookies ;</li>
<li>le contenu de votre panier, enregistré dans le stockage local de votre navigateur.</li>
</ul>
<h2>Les services de mesure d'audience</h2>
<p>Selon la configuration du site, les services suivants peuvent être utilisés pour comprendre comment le site est consulté et l'améliorer :</p>
<ul>
<li><strong>Matomo</strong>, outil de statistiques de fréquentation ;</li>
<li><strong>Google tag</strong> (Google Ireland Ltd), statistiques et mesure des campagnes ;</li>
<li><strong>Plausible</strong> (Plausible Insights OÜ), statistiques de fréquentation respectueuses de la vie privée ;</li>
<li><strong>Pixel Facebook</strong> (Meta Platforms Ireland Ltd), mesure de l'efficacité des publicités.</li>
</ul>
<p>Ces services ne sont <strong>chargés qu'après votre consentement</strong> : tant que vous n'avez rien accepté, aucun de leurs scripts n'est exécuté.</p>
<h2>Votre choix</h2>
<p>À votre première visite, un bandeau s'affiche en bas de l'écran. Vous pouvez cliquer sur « Tout accepter » ou sur « Tout refuser » : refuser est aussi simple qu'accepter, et votre refus n'empêche pas d'utiliser le site.</p>
<p>Votre choix est conservé <strong>13 mois au maximum</strong>. Passé ce délai, le bandeau vous est présenté à nouveau. Vous pouvez aussi changer d'avis à tout moment en effaçant les cookies de ce site dans les réglages de votre navigateur.</p>
<h2>En savoir plus</h2>
<p>Pour toute question sur les cookies, écrivez-nous à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>. Le traitement de vos données est détaillé dans notre <a href="/privacy-policy">politique de confidentialité</a>.</p>`;

const USE_TERMS = `<p>Les présentes conditions générales d'utilisation (CGU) encadrent l'accès au site édité par {{COMPANY_LEGAL_NAME}} et l'utilisation de l'espace personnel. Le simple fait de naviguer sur le site vaut acceptation des présentes CGU.</p>
<h2>Accès au site</h2>
<p>Le site est accessible gratuitement à toute personne disposant d'un accès à Internet. Nous nous efforçons de le maintenir disponible en permanence, mais il peut être interrompu pour maintenance ou en cas de difficulté technique, sans que cela ouvre droit à indemnisation.</p>
<h2>Création d'un compte</h2>
<p>Certaines fonctionnalités (suivi des commandes, lettre d'information, données enregistrées) nécessitent la création d'un compte. Lors de l'inscription, vous devez cocher la case « <strong>Je reconnais avoir lu et compris les CGU et je les accepte</strong> » : sans cette acceptation, le compte ne peut pas être créé.</p>
<p>Vous vous engagez à fournir des <strong>informations exactes et à jour sur votre identité</strong> (nom, prénom, et date de naissance lorsqu'elle est demandée) ainsi qu'une <strong>adresse électronique valide</strong> dont vous êtes titulaire, et à les corriger depuis votre espace personnel en cas de changement. Un compte créé avec des informations fausses ou au nom d'un tiers peut être suspendu ou supprimé.</p>
<h2>Identifiants</h2>
<p>Votre adresse électronique et votre mot de passe sont personnels et confidentiels. Vous êtes responsable de leur conservation et de toute utilisation de votre compte. En cas de perte ou de soupçon d'utilisation frauduleuse, modifiez sans délai votre mot de passe grâce à la fonction « mot de passe oublié » et prévenez-nous.</p>
<h2>Comportement attendu</h2>
<ul>
<li>ne pas tenter de porter atteinte au fonctionnement ou à la sécurité du site ;</li>
<li>ne pas utiliser les formulaires pour envoyer des contenus illicites, injurieux ou publicitaires non sollicités ;</li>
<li>ne pas collecter de manière automatisée les contenus ou les données du site.</li>
</ul>
<h2>Suppression du compte</h2>
<p>Vous pouvez supprimer votre compte à tout moment depuis votre espace personnel ou en nous écrivant à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>. {{COMPANY_LEGAL_NAME}} peut également supprimer un compte en cas de manquement aux présentes CGU, après en avoir informé son titulaire.</p>
<h2>Évolution des CGU et droit applicable</h2>
<p>Les CGU peuvent être modifiées pour tenir compte de l'évolution du site ou de la réglementation ; la version en ligne est celle qui s'applique. Elles sont soumises au droit français.</p>`;

const SALE_TERMS = `<p>Les présentes conditions générales de vente (CGV) s'appliquent à toute commande de produits ou de prestations passée auprès de {{COMPANY_LEGAL_NAME}}, {{COMPANY_HEAD_OFFICE}}, {{RCS_NUMBER}}, TVA intracommunautaire {{INTRACO_VAT}}, par l'intermédiaire de ce site ou directement auprès de nous. Elles sont acceptées par le client au moment de la validation de sa commande.</p>
<h2>Produits, prestations et prix</h2>
<p>Les produits et prestations sont décrits avec le plus grand soin ; les photographies n'ont pas de valeur contractuelle. Les prix sont indiqués en euros, toutes taxes comprises. Les frais de livraison éventuels sont précisés avant la validation de la commande. Le prix applicable est celui affiché au moment de la commande.</p>
<h2>Commande</h2>
<p>La commande est ferme après validation du panier, acceptation des présentes CGV et paiement. Un courriel de confirmation récapitulant la commande est alors envoyé au client. Nous nous réservons le droit de refuser une commande anormale ou passée de mauvaise foi.</p>
<h2>Paiement</h2>
<p>Le paiement s'effectue en ligne par carte bancaire, via un prestataire de paiement sécurisé : les données de carte ne transitent pas par nos serveurs. La commande n'est préparée qu'après encaissement du paiement.</p>
<h2>Livraison et retrait</h2>
<ul>
<li><strong>Livraison</strong> : les commandes sont expédiées à l'adresse indiquée par le client, par transporteur ou en point relais, dans les délais annoncés lors de la commande.</li>
<li><strong>Retrait sur place (click and collect)</strong> : le client choisit un créneau de retrait ; la commande est remise sur présentation de la confirmation et d'une pièce d'identité.</li>
<li>En cas de colis endommagé, le client émet des réserves précises auprès du transporteur et nous prévient sous 48 heures.</li>
</ul>
<h2>Droit de rétractation</h2>
<p>Conformément à l'article L221-18 du Code de la consommation, le client consommateur dispose de <strong>14 jours</strong> à compter de la réception des produits pour se rétracter, sans avoir à se justifier. Il nous en informe par écrit à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> et retourne les produits intacts, à ses frais, dans les 14 jours suivants. Le remboursement intervient au plus tard 14 jours après la réception de la demande, sous réserve du retour des produits. Pour une prestation de service, le droit de rétractation ne peut plus être exercé lorsque la prestation a été pleinement exécutée, avec l'accord du client, avant la fin du délai.</p>
<h2>Vente d'alcool : loi Evin</h2>
<p>Lorsque le site propose des boissons alcoolisées, leur <strong>vente est interdite aux mineurs</strong> (article L3342-1 du Code de la santé publique). En passant commande, le client certifie avoir au moins 18 ans ; une pièce d'identité peut lui être demandée à la livraison ou au retrait, et la remise des produits refusée à défaut.</p>
<p><em>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</em></p>
<h2>Garanties</h2>
<p>Les produits bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du Code civil). Pour toute réclamation, contactez-nous au {{COMPANY_PHONE}} ou à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>.</p>
<h2>Données personnelles</h2>
<p>Les données nécessaires au traitement des commandes sont traitées comme décrit dans notre <a href="/privacy-policy">politique de confidentialité</a>.</p>
<h2>Litiges et médiation</h2>
<p>Les présentes CGV sont soumises au droit français. En cas de litige, le client s'adresse d'abord à nous afin de rechercher une solution amiable. À défaut, il peut recourir gratuitement à un médiateur de la consommation, dont les coordonnées lui sont communiquées sur simple demande, ou saisir la juridiction compétente.</p>`;

export const legalTexts: Record<LegalTextKey, string> = {
  COOKIE_POLICY,
  PRIVACY,
  LEGAL_NOTICE,
  SALE_TERMS,
  USE_TERMS,
};

// The five legal pages every site has. They are not CMS pages: the route `legal:<PARAMETER>`
// renders the parameter's text, so they carry no blocks and stay out of the menu.
const legalPageList: { key: LegalTextKey; slug: string; title: string; metaDescription: string }[] = [
  {
    key: 'PRIVACY',
    slug: 'privacy-policy',
    title: 'Politique de confidentialité',
    metaDescription:
      'Données personnelles collectées sur ce site : pourquoi, combien de temps elles sont conservées et comment exercer vos droits.',
  },
  {
    key: 'COOKIE_POLICY',
    slug: 'cookie-policy',
    title: 'Politique cookies',
    metaDescription:
      "Les cookies utilisés sur ce site, les outils de mesure d'audience chargés uniquement avec votre accord et la façon de modifier votre choix.",
  },
  {
    key: 'LEGAL_NOTICE',
    slug: 'legal-notice',
    title: 'Mentions légales',
    metaDescription:
      'Mentions légales du site : éditeur, directeur de la publication, hébergeur et propriété intellectuelle.',
  },
  {
    key: 'SALE_TERMS',
    slug: 'sale-terms',
    title: 'Conditions générales de vente',
    metaDescription:
      'Conditions générales de vente : commande, prix, paiement, livraison ou retrait, droit de rétractation et garanties.',
  },
  {
    key: 'USE_TERMS',
    slug: 'use-terms',
    title: "Conditions générales d'utilisation",
    metaDescription:
      "Conditions générales d'utilisation du site et de l'espace personnel : inscription, identifiants et règles d'usage.",
  },
];

export function legalPages(): SeedPage[] {
  return legalPageList.map((page) => ({
    key: page.slug,
    title: page.title,
    url: page.slug,
    path: `/${page.slug}`,
    metaDescription: page.metaDescription,
    showInMenu: false,
    isCmsPage: false,
    cmsRoute: `legal:${page.key}`,
    blocks: [],
  }));
}
