// Base styles of the islands, for the layout to inline in <head> (no client bytes, no
// flash before hydration). Colours come from the theme's custom properties when the layout
// sets them. The 996px query (spec md) matches MEDIUM_SCREEN_QUERY in slider-navigation.ts. Slider
// images get a 90vw × 90vh box with object-fit: an SVG with only a viewBox has no size of
// its own and would otherwise collapse to 0 × 0. The online status stays in the
// accessibility tree while empty, so its message is announced when it appears.

export const ISLANDS_CSS = `
.cart-badge{position:relative;display:inline-flex;align-items:center;color:inherit;text-decoration:none}
.cart-badge__count{position:absolute;top:-.4rem;right:-.6rem;min-width:1.2rem;padding:0 .25rem;border-radius:.6rem;background:var(--color-accent-dark,#2e7d32);color:var(--color-on-accent-dark,#fff);font-size:.75rem;line-height:1.2rem;text-align:center}
.mini-cart-hook{display:contents}
.mini-cart{position:relative;display:inline-flex}
.mini-cart__panel{position:absolute;top:calc(100% + .5rem);right:0;z-index:900;width:min(20rem,calc(100vw - 2rem));padding:1rem;border-radius:.4rem;background:#fff;color:#1f2328;box-shadow:0 4px 16px rgb(0 0 0/.2);text-align:left}
.mini-cart__panel[hidden]{display:none}
.mini-cart__lines{margin:0 0 .5rem;padding:0;list-style:none}
.mini-cart__line{display:flex;justify-content:space-between;gap:.5rem;padding:.25rem 0;font-size:.9rem}
.mini-cart__total,.mini-cart__empty{margin:.5rem 0}
.mini-cart__link{font-weight:600;color:inherit}
.toasts{position:fixed;top:1rem;right:1rem;z-index:1000;display:flex;flex-direction:column;gap:.5rem;max-width:min(24rem,calc(100vw - 2rem))}
.toast{margin:0;padding:.75rem 1rem;border-radius:.4rem;background:#1f2328;color:#fff;box-shadow:0 4px 12px rgb(0 0 0/.2)}
.toast--success{background:#1e6b34}.toast--error{background:#a1251b}
.progress-bar{position:fixed;top:0;left:0;right:0;z-index:1001;height:3px;pointer-events:none}
.progress-bar__bar{height:100%;width:100%;background:var(--color-primary-dark,#6b5330);transform-origin:left;animation:progress-bar 2s ease-out forwards}
.progress-bar[data-state=failed] .progress-bar__bar{background:#c62828;animation:none}
@keyframes progress-bar{from{transform:scaleX(0)}to{transform:scaleX(.9)}}
.online-status:empty{position:absolute;width:1px;height:1px;padding:0;overflow:hidden;clip-path:inset(50%)}
.online-status{position:fixed;bottom:1rem;left:50%;z-index:1000;transform:translateX(-50%);padding:.5rem 1rem;border-radius:.4rem;background:#1f2328;color:#fff}
.consent-banner{position:fixed;left:0;right:0;bottom:0;z-index:999;display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:center;padding:1rem;background:#fff;color:#1f2328;box-shadow:0 -2px 12px rgb(0 0 0/.15)}
.consent-banner__text{margin:0;max-width:48rem}
.consent-banner__actions{display:flex;gap:.75rem}
.consent-banner__button{min-width:9rem;padding:.6rem 1rem;border:2px solid var(--color-primary-dark,#6b5330);border-radius:.4rem;background:var(--color-primary-dark,#6b5330);color:var(--color-on-primary-dark,#fff);font:inherit;cursor:pointer}
.media-slider{position:fixed;inset:0;z-index:1002;display:flex;align-items:center;justify-content:center;background:rgb(0 0 0/.97);color:#fff;touch-action:pan-y}
.media-slider__counter{position:absolute;top:1rem;left:1rem;margin:0;padding:.25rem .6rem;border-radius:.4rem;background:#000}
.media-slider__close,.media-slider__arrow{position:absolute;border:0;background:none;color:#fff;font-size:2.5rem;line-height:1;cursor:pointer;padding:.5rem}
.media-slider__close{top:.5rem;right:1rem;background:#000;border-radius:.4rem}
.media-slider__arrow{top:50%;transform:translateY(-50%);display:none}
.media-slider__arrow--previous{left:1rem}.media-slider__arrow--next{right:1rem}
.media-slider__image{display:block;width:90vw;height:90vh;object-fit:contain}
.media-slider__video{display:block;width:min(950px,75vw);max-height:90vh}
@media (min-width:996px){.media-slider__arrow{display:block}}
`;
