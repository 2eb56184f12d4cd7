import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { AdminPermissions } from '../permissions';
import { AddressCreate, AddressEdit, AddressList } from '../resources/content/addresses';
import { AlbumCreate, AlbumEdit, AlbumList } from '../resources/content/albums';
import {
  BlogArticleCreate,
  BlogArticleEdit,
  BlogArticleList,
  BlogFolderCreate,
  BlogFolderEdit,
  BlogFolderList,
} from '../resources/content/blog';
import { ElementListCreate, ElementListEdit, ElementListList } from '../resources/content/elements';
import { FormCreate, FormEdit, FormList } from '../resources/content/forms';
import { ReviewCreate, ReviewEdit, ReviewList } from '../resources/content/reviews';
import { ServiceCreate, ServiceEdit, ServiceList } from '../resources/content/services';

// Content modules: blog, albums, services, element lists, builder forms, reviews, addresses.
// The same for every site owner: a module the site does not show simply stays empty.

export function contentResources(_permissions: AdminPermissions | null): ReactElement[] {
  return [
    <Resource
      key="blogArticles"
      name="blogArticles"
      options={{ label: 'Blog : articles' }}
      list={BlogArticleList}
      edit={BlogArticleEdit}
      create={BlogArticleCreate}
      recordRepresentation="title"
    />,
    <Resource
      key="blogFolders"
      name="blogFolders"
      options={{ label: 'Blog : dossiers' }}
      list={BlogFolderList}
      edit={BlogFolderEdit}
      create={BlogFolderCreate}
      recordRepresentation="name"
    />,
    <Resource
      key="albums"
      name="albums"
      options={{ label: 'Albums' }}
      list={AlbumList}
      edit={AlbumEdit}
      create={AlbumCreate}
      recordRepresentation="title"
    />,
    <Resource
      key="services"
      name="services"
      options={{ label: 'Prestations' }}
      list={ServiceList}
      edit={ServiceEdit}
      create={ServiceCreate}
      recordRepresentation="title"
    />,
    <Resource
      key="elementLists"
      name="elementLists"
      options={{ label: 'Listes d’éléments' }}
      list={ElementListList}
      edit={ElementListEdit}
      create={ElementListCreate}
      recordRepresentation="title"
    />,
    <Resource
      key="forms"
      name="forms"
      options={{ label: 'Formulaires' }}
      list={FormList}
      edit={FormEdit}
      create={FormCreate}
      recordRepresentation="title"
    />,
    <Resource
      key="reviews"
      name="reviews"
      options={{ label: 'Avis' }}
      list={ReviewList}
      edit={ReviewEdit}
      create={ReviewCreate}
      recordRepresentation="author"
    />,
    <Resource
      key="addresses"
      name="addresses"
      options={{ label: 'Adresses' }}
      list={AddressList}
      edit={AddressEdit}
      create={AddressCreate}
      recordRepresentation="name"
    />,
    <Resource key="addressTypes" name="addressTypes" recordRepresentation="label" />,
  ];
}
