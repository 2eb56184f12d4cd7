// What the catalogue module offers the rest of the Worker: the shop's reads as services
// (worker/provider/in-process-client.ts calls them for the pages).
export {
  awards,
  mealIcons,
  product,
  productPreview,
  products,
  recommended,
  variations,
  type ProductPreview,
} from './product.service';
