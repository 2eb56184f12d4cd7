// What the admin panel knows of who is signed in and of the site: the role decides the
// operator's screens, the site's flags decide the shop's. Read once by the auth provider.

export interface AdminPermissions {
  role: 'ADMIN' | 'SUPER_ADMIN';
  isECommerce: boolean;
  siteName: string;
}

export const isOperator = (permissions: AdminPermissions | null | undefined): boolean =>
  permissions?.role === 'SUPER_ADMIN';
