import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import {
  AwardCreate,
  AwardEdit,
  AwardList,
  MealIconCreate,
  MealIconEdit,
  MealIconList,
  VariationCreate,
  VariationEdit,
  VariationList,
} from '../resources/shop/catalogue-lists';
import {
  CarrierCreate,
  CarrierEdit,
  CarrierList,
  CollectPointList,
  CollectScheduleEdit,
  RelayPointCreate,
  RelayPointEdit,
  RelayPointList,
  ZoneCreate,
  ZoneEdit,
  ZoneList,
} from '../resources/shop/delivery';
import { DiscountCreate, DiscountEdit, DiscountList } from '../resources/shop/discounts';
import { OrderList, OrderShow } from '../resources/shop/orders';
import { ProductCreate, ProductEdit, ProductList } from '../resources/shop/products';

// The shop (e-commerce sites only): catalogue, stock, orders, discounts, delivery. A site
// without a shop gets none of these screens (its API answers 404 there anyway).

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
    // The site's countries, read by the zones' areas: no screen of its own.
    <Resource key="shop-countries" name="shop-countries" recordRepresentation="name" />,
  ];
}
