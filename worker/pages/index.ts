// The storefront's pages, module by module: the routers, the renderer and the page helpers
// worker/index.ts wires in. Pages read their data through the provider's services.

// site
export { adminPanelRoutes } from './site/admin-panel.routes';
export { mediaPageRoutes } from './site/media.routes';
export { pageRenderer } from './site/renderer';
export { searchPageRoutes } from './site/search.routes';
export { seoRoutes } from './site/seo.routes';
export { visitFromQuery } from './site/visit-redirect';

// content
export { albumPageRoutes } from './content/album.routes';
export { blogPageRoutes } from './content/blog.routes';
export { elementPageRoutes } from './content/element.routes';
export { formPageRoutes } from './content/forms.routes';
export { newsPageRoutes } from './content/news.routes';
export { pageQuery } from './content/page-query';
export { renderErrorInLayout } from './content/page-render';
export { pageRoutes } from './content/page.routes';
export { servicePageRoutes } from './content/service.routes';

// members
export { accountPageRoutes } from './members/account.routes';
export { authPageRoutes } from './members/auth.routes';
export { passwordResetPageRoutes } from './members/password-reset.routes';

// catalogue
export { cartPageRoutes } from './catalogue/cart.routes';
export { shopPageRoutes } from './catalogue/shop.routes';

// orders
export { checkoutPageRoutes } from './orders/checkout.routes';
export { orderHistoryPageRoutes } from './orders/order-history.routes';

// booking
export { bookingPageRoutes } from './booking/booking.routes';

// gift-cards
export { giftCardPageRoutes } from './gift-cards/gift-cards.routes';

// publishing
export { previewPageRoutes } from './publishing/preview.routes';
