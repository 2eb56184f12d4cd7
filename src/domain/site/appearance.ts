import { parameterFlag, parameterValue, type ParameterMap } from '../../schema/site/parameter';

// Four appearance settings that choose how pages look, with the
// values an owner may pick (the admin lists them; the provider refuses anything else), the
// first one being the default. REPEAT_ANIMATION is a BOOLEAN setting and reads as such.

export const APPEARANCE_CHOICES = {
  /** The header's account and cart icons: outlines, or solid shapes. */
  ICON_BASE_STYLE: ['OUTLINED', 'FILLED'],
  /** The shop's list (/boutique): a grid of cards, or one product per row. */
  PRODUCTS_PAGE_STYLE: ['GRID', 'LIST'],
  /** The services' list (/prestations): a grid of cards, or one service per row. */
  SERVICES_PAGE_STYLE: ['GRID', 'LIST'],
  /** A product page: photo beside the details, or a wide photo above them. */
  PRODUCT_DETAIL_PAGE_STYLE: ['CLASSIC', 'WIDE'],
} as const satisfies Record<string, readonly string[]>;

export type AppearanceSetting = keyof typeof APPEARANCE_CHOICES;
export type AppearanceValue<T extends AppearanceSetting> = (typeof APPEARANCE_CHOICES)[T][number];

export function isAppearanceSetting(type: string): type is AppearanceSetting {
  return Object.hasOwn(APPEARANCE_CHOICES, type);
}

/** The setting's value when it is one of its choices (any case), else its default. */
export function appearanceChoice<T extends AppearanceSetting>(
  parameters: ParameterMap,
  type: T,
): AppearanceValue<T> {
  const choices: readonly string[] = APPEARANCE_CHOICES[type];
  const value = (parameterValue(parameters, type) ?? '').trim().toUpperCase();
  return (choices.includes(value) ? value : choices[0]) as AppearanceValue<T>;
}

// Each non-default choice adds its rules to the page's theme stylesheet; the classes it
// targets are set by the list and product components from the same setting.
const FILLED_ICONS = '.header-icons svg :is(circle,path){fill:currentColor;stroke:currentColor}';
const LIST_CARDS =
  '.content-cards--list,.product-grid--list{grid-template-columns:1fr}' +
  '@media (min-width:48rem){.content-cards--list>li,.product-grid--list>li{display:grid;grid-template-columns:14rem 1fr;column-gap:1.5rem;align-items:start}' +
  '.content-cards--list>li>*:not(:first-child),.product-grid--list>li>*:not(:first-child){grid-column:2}' +
  '.content-cards--list .content-card__link,.product-grid--list .product-card__link{display:contents}}';
const WIDE_PRODUCT =
  '@media (min-width:48rem){.product--wide .product__main{grid-template-columns:1fr}.product--wide .product__img{width:100%;max-height:28rem;object-fit:contain}}';
// REPEAT_ANIMATION: the page's blocks play their entrance again every time they come back into
// view (a scroll-driven animation replays by itself). A block already in view when the page
// opens is past its entry range, so it shows at once (the first paint is not delayed); browsers
// without scroll timelines, and visitors who ask for less motion, see the blocks still.
const REPEAT_ANIMATION =
  '@media (prefers-reduced-motion:no-preference){@keyframes block-in{from{opacity:0;transform:translateY(1.5rem)}to{opacity:1;transform:none}}' +
  '@supports (animation-timeline:view()){main .block{animation:block-in linear both;animation-timeline:view();animation-range:entry 0% entry 60%}}}';

/** The rules the appearance settings add to the theme (fixed text: no owner value goes in). */
export function appearanceStyleSheet(parameters: ParameterMap): string {
  const rules: string[] = [];
  if (appearanceChoice(parameters, 'ICON_BASE_STYLE') === 'FILLED') rules.push(FILLED_ICONS);
  const listed =
    appearanceChoice(parameters, 'SERVICES_PAGE_STYLE') === 'LIST' ||
    appearanceChoice(parameters, 'PRODUCTS_PAGE_STYLE') === 'LIST';
  if (listed) rules.push(LIST_CARDS);
  if (appearanceChoice(parameters, 'PRODUCT_DETAIL_PAGE_STYLE') === 'WIDE') rules.push(WIDE_PRODUCT);
  if (parameterFlag(parameters, 'REPEAT_ANIMATION')) rules.push(REPEAT_ANIMATION);
  return rules.join('');
}
