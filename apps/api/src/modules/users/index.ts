/** The users module's public face: what other modules may import from it (docs/architecture.md). */
export { accessibleUser, isAdminRow } from './user-access';
export { toAdminUserDto, toUserDto } from './user-dto';
export { revokeSessions, sessionIsLive } from './user-sessions.repository';
export {
  countCompletedOrders,
  findUserByEmail,
  findUserById,
  findUserByUnsubscribeToken,
  insertUser,
  updateUser,
  updateUserIfUnchanged,
} from './users.repository';
