import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { lazyScreens } from '../lazy-screens';

// The shop (e-commerce sites only): catalogue, stock, orders, discounts, delivery. A site
// without a shop gets none of these screens (its API answers 404 there anyway).

const fromShopCatalogueLists = lazyScreens(() => import('../resources/shop/catalogue-lists'));
const AwardCreate = fromShopCatalogueLists('AwardCreate');
const AwardEdit = fromShopCatalogueLists('AwardEdit');
const AwardList = fromShopCatalogueLists('AwardList');
const MealIconCreate = fromShopCatalogueLists('MealIconCreate');
const MealIconEdit = fromShopCatalogueLists('MealIconEdit');
const MealIconList = fromShopCatalogueLists('MealIconList');
const VariationCreate = fromShopCatalogueLists('VariationCreate');
const VariationEdit = fromShopCatalogueLists('VariationEdit');
const VariationList = fromShopCatalogueLists('VariationList');

const fromShopDelivery = lazyScreens(() => import('../resources/shop/delivery'));
const CarrierCreate = fromShopDelivery('CarrierCreate');
const CarrierEdit = fromShopDelivery('CarrierEdit');
const CarrierList = fromShopDelivery('CarrierList');
const CollectPointList = fromShopDelivery('CollectPointList');
const CollectScheduleEdit = fromShopDelivery('CollectScheduleEdit');
const RelayPointCreate = fromShopDelivery('RelayPointCreate');
const RelayPointEdit = fromShopDelivery('RelayPointEdit');
const RelayPointList = fromShopDelivery('RelayPointList');
const ZoneCreate = fromShopDelivery('ZoneCreate');
const ZoneEdit = fromShopDelivery('ZoneEdit');
const ZoneList = fromShopDelivery('ZoneList');

const fromShopDiscounts = lazyScreens(() => import('../resources/shop/discounts'));
const DiscountCreate = fromShopDiscounts('DiscountCreate');
const DiscountEdit = fromShopDiscounts('DiscountEdit');
const DiscountList = fromShopDiscounts('DiscountList');

const fromShopOrders = lazyScreens(() => import('../resources/shop/orders'));
const OrderList = fromShopOrders('OrderList');
const OrderShow = fromShopOrders('OrderShow');

const StripeSettingsScreen = lazyScreens(() => import('../resources/shop/stripe-settings'))(
  'StripeSettingsScreen',
);

const fromShopProducts = lazyScreens(() => import('../resources/shop/products'));
const ProductCreate = fromShopProducts('ProductCreate');
const ProductEdit = fromShopProducts('ProductEdit');
const ProductList = fromShopProducts('ProductList');

export function shopResources(permissions: AdminPermissions | null): ReactElement[] {
  if (!permissions?.isECommerce) return [];
  return [
    <Resource
      key="orders"
      name="orders"
      options={{ label: 'Commandes' }}
      list={OrderList}
      show={OrderShow}
      recordRepresentation="reference"
    />,
    <Resource
      key="products"
      name="products"
      options={{ label: 'Produits' }}
      list={ProductList}
      edit={ProductEdit}
      create={ProductCreate}
      recordRepresentation="name"
    />,
    <Resource
      key="discounts"
      name="discounts"
      options={{ label: 'Codes promo' }}
      list={DiscountList}
      edit={DiscountEdit}
      create={DiscountCreate}
      recordRepresentation="code"
    />,
    <Resource
      key="carriers"
      name="carriers"
      options={{ label: 'Transporteurs' }}
      list={CarrierList}
      edit={CarrierEdit}
      create={CarrierCreate}
      recordRepresentation="name"
    />,
    <Resource
      key="shipping-zones"
      name="shipping-zones"
      options={{ label: 'Zones de livraison' }}
      list={ZoneList}
      edit={ZoneEdit}
      create={ZoneCreate}
      recordRepresentation="name"
    />,
    <Resource
      key="relay-points"
      name="relay-points"
      options={{ label: 'Points relais' }}
      list={RelayPointList}
      edit={RelayPointEdit}
      create={RelayPointCreate}
      recordRepresentation="name"
    />,
    <Resource
      key="collect-points"
      name="collect-points"
      options={{ label: 'Retrait sur place' }}
      list={CollectPointList}
      edit={CollectScheduleEdit}
      recordRepresentation="name"
    />,
    <Resource
      key="variations"
      name="variations"
      options={{ label: 'Variations' }}
      list={VariationList}
      edit={VariationEdit}
      create={VariationCreate}
      recordRepresentation="label"
    />,
    <Resource
      key="awards"
      name="awards"
      options={{ label: 'Récompenses' }}
      list={AwardList}
      edit={AwardEdit}
      create={AwardCreate}
      recordRepresentation="competition"
    />,
    <Resource
      key="meal-icons"
      name="meal-icons"
      options={{ label: 'Accords mets' }}
      list={MealIconList}
      edit={MealIconEdit}
      create={MealIconCreate}
      recordRepresentation="label"
    />,
    <Resource
      key="stripe-settings"
      name="stripe-settings"
      options={{ label: 'Paiement par carte' }}
      list={StripeSettingsScreen}
    />,
    // The site's countries, read by the zones' areas: no screen of its own.
    <Resource key="shop-countries" name="shop-countries" recordRepresentation="name" />,
  ];
}
