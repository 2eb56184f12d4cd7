// What the members module offers the rest of the Worker (the signed-in user of a request): code
// outside worker/provider/ imports this module only from here.
export { findSessionMember } from './session.repository';
export {
  deleteAdminSession,
  findAdminSession,
  findOwnerAccounts,
  insertAdminSession,
  type AdminSessionRow,
} from './admin-session.repository';
export { insertEmailedToken } from './emailed-token.repository';
export { findMemberByEmail } from './member-credentials.repository';
