// The wording of the banners (Banners.tsx), apart so that islands can show it too.

// The Loi Evin's health message.
export const ALCOHOL_WARNING = "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.";

// Selling alcohol online (Code de la santé publique, art. L. 3342-1 and L. 3353-3): the
// notice whose wording the arrêté of 17 October 2016 sets, shown on the home and payment pages
// of a winemaker's shop.
export const MINORS_SALE_WARNING =
  "La vente d'alcool aux mineurs est interdite. La preuve de la majorité de l'acheteur est exigée au moment de la vente en ligne.";
export const MINORS_SALE_REFERENCE =
  'Code de la santé publique, articles L. 3342-1 et L. 3353-3 ; arrêté du 17 octobre 2016.';
export const ETHYLOTEST_NOTICE =
  "Avant de prendre la route, contrôlez votre taux d'alcoolémie : un éthylotest peut vous être remis avec votre commande sur simple demande.";
