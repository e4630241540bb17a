import type { Fixtures } from './principals';
import { OWNER_DATA } from './principals';

/**
 * Who may call each route of the server, and one request for it (issue 18). The matrix and the fuzz suite are
 * generated from the server's own route table (`app.routeTable()`): a route without a case here fails them, so
 * a new route cannot escape. The requests need no valid body except where the answer depends on reaching the
 * handler (another user's resource is a 404 only once the body is valid): guards run before the body is read.
 *
 * Access:
 * - public: anyone; a session, even a banned or dead one, is ignored or used, never refused.
 * - user: a live, unbanned session of a verified account (an administrator's only through the mailed link).
 * - owner: as user, on a resource of the owner: anyone else but an administrator gets 404, as if it did not exist.
 * - admin: an administrator's session that passed the mailed link; other sessions 403, none or a dead one 401.
 * - credential: the route's own proof (a signed link, a token, PayU's signature, the loopback, a stand-in's
 *   bearer); our sessions grant nothing there, so everyone gets what an anonymous caller gets.
 */
export type Access =
  { kind: 'public' | 'user' | 'owner' | 'admin' } | { kind: 'credential'; anonymous: 'refused' | 'answered' };

export interface RouteRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface RouteCase {
  access: Access;
  request: (fx: Fixtures) => RouteRequest;
  /** Present only outside production (stand-ins, the dev mailbox, the API documentation unless switched on). */
  devOnly?: true;
}

export const MISSING = 999_999;

const at = (url: string, payload?: unknown) => () => ({ url, payload });
const publicRoute = (request: RouteCase['request']): RouteCase => ({ access: { kind: 'public' }, request });
const userRoute = (request: RouteCase['request']): RouteCase => ({ access: { kind: 'user' }, request });
const ownerRoute = (request: RouteCase['request']): RouteCase => ({ access: { kind: 'owner' }, request });
const adminRoute = (request: RouteCase['request']): RouteCase => ({ access: { kind: 'admin' }, request });
const refusedWithout = (request: RouteCase['request'], extra: Partial<RouteCase> = {}): RouteCase => ({
  access: { kind: 'credential', anonymous: 'refused' },
  request,
  ...extra,
});
const devOnly = (routeCase: RouteCase): RouteCase => ({ ...routeCase, devOnly: true });

/** The owner's edit form with the owner's own data, so an edit leaves the data the matrix looks for. */
const OWNER_FORM = {
  firstname: 'Właścicielka',
  lastname: 'Macierzowa',
  birthday: '1988-08-08',
  country_code: 'PL',
  street: OWNER_DATA.street,
  city: OWNER_DATA.city,
  postal_code: OWNER_DATA.postalCode,
  company: OWNER_DATA.company,
  nip: OWNER_DATA.nip,
};

/** Translations, categories and the other administrator's sub-resources: every method is the administrator's. */
function adminCrud(base: string): Record<string, RouteCase> {
  return {
    [`POST ${base}`]: adminRoute(at(base, {})),
    [`GET ${base}/:id`]: adminRoute(at(`${base}/${MISSING}`)),
    [`PUT ${base}/:id`]: adminRoute(at(`${base}/${MISSING}`, {})),
    [`DELETE ${base}/:id`]: adminRoute(at(`${base}/${MISSING}`)),
  };
}

/** The order reads and the administrator's payment routes of one order kind (payments: events, videopayments). */
function paymentRoutes(prefix: string, productType: 'event' | 'video'): Record<string, RouteCase> {
  const order = (fx: Fixtures) => (productType === 'event' ? fx.ownerOrders.event : fx.ownerOrders.video);
  const product = (fx: Fixtures) => (productType === 'event' ? fx.event.id : fx.video.id);
  return {
    [`GET ${prefix}/user`]: userRoute(at(`${prefix}/user`)),
    [`GET ${prefix}/:extOrderId`]: ownerRoute((fx) => ({ url: `${prefix}/${order(fx)}` })),
    [`POST ${prefix}/:productId`]: userRoute((fx) => ({ url: `${prefix}/${product(fx)}`, payload: {} })),
    // The owner's order is paid: the owner hears 409, anyone else that it does not exist.
    [`POST ${prefix}/:extOrderId/continue`]: ownerRoute((fx) => ({ url: `${prefix}/${order(fx)}/continue` })),
    [`POST ${prefix}/:extOrderId/drop`]: ownerRoute((fx) => ({ url: `${prefix}/${order(fx)}/drop` })),
    [`GET ${prefix}/`]: adminRoute(at(`${prefix}/`)),
    [`GET ${prefix}/${productType}/:productId`]: adminRoute((fx) => ({
      url: `${prefix}/${productType}/${product(fx)}`,
    })),
    [`POST ${prefix}/free/:productId`]: adminRoute((fx) => ({
      url: `${prefix}/free/${product(fx)}`,
      payload: {},
    })),
    [`PUT ${prefix}/:extOrderId`]: adminRoute(at(`${prefix}/nieznane-zamowienie`, {})),
    [`DELETE ${prefix}/:extOrderId`]: adminRoute(at(`${prefix}/nieznane-zamowienie`)),
    [`POST ${prefix}/:extOrderId/refunds`]: adminRoute(at(`${prefix}/nieznane-zamowienie/refunds`, {})),
  };
}

const apiDocs = (path: string) => devOnly(publicRoute(at(`/api/docs${path}`)));

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /health': publicRoute(at('/health')),
  'GET /sitemap.xml': publicRoute(at('/sitemap.xml')),
  'GET /robots.txt': publicRoute(at('/robots.txt')),
  'GET /metrics': refusedWithout(() => ({ url: '/metrics', remoteAddress: '203.0.113.9' })),
  'GET /api/docs': apiDocs(''),
  'HEAD /api/docs/': apiDocs('/'),
  'GET /api/docs/static/index.html': apiDocs('/static/index.html'),
  'GET /api/docs/static/swagger-initializer.js': apiDocs('/static/swagger-initializer.js'),
  'GET /api/docs/json': apiDocs('/json'),
  'GET /api/docs/yaml': apiDocs('/yaml'),
  'GET /api/docs/static/*': apiDocs('/static/swagger-ui.css'),

  // Accounts and sessions.
  'POST /api/users': publicRoute(at('/api/users', {})),
  'POST /api/auth': publicRoute(at('/api/auth', {})),
  'POST /api/auth/admin': publicRoute(at('/api/auth/admin', {})),
  'POST /api/auth/logout': publicRoute(at('/api/auth/logout')),
  'GET /api/users/validate-session': userRoute(at('/api/users/validate-session')),
  'POST /api/verifications/new': publicRoute(at('/api/verifications/new', {})),
  'POST /api/verifications': publicRoute(at('/api/verifications', {})),
  'POST /api/passwords': publicRoute(at('/api/passwords', {})),
  'POST /api/passwords/verifyreset': publicRoute(at('/api/passwords/verifyreset', {})),
  'PUT /api/passwords': publicRoute(at('/api/passwords', {})),
  'GET /api/users': adminRoute(at('/api/users')),
  'GET /api/users/:id': adminRoute((fx) => ({ url: `/api/users/${fx.users.owner.id}` })),
  'PUT /api/users/:id': ownerRoute((fx) => ({ url: `/api/users/${fx.users.owner.id}`, payload: OWNER_FORM })),
  // A bystander's account: the owner's own deletion is proven in delete-user.test.ts, and would end the matrix's
  // owner. Everyone but an administrator is told it does not exist; the administrator deletes it.
  'DELETE /api/users/:id': ownerRoute((fx) => ({ url: `/api/users/${fx.bystander.id}` })),
  'GET /api/users/:id/accept-tos': ownerRoute((fx) => ({
    url: `/api/users/${fx.users.owner.id}/accept-tos`,
  })),
  'POST /api/users/:id/accept-tos': ownerRoute((fx) => ({
    url: `/api/users/${fx.users.owner.id}/accept-tos`,
  })),
  'POST /api/users/reject-tos': adminRoute(at('/api/users/reject-tos')),
  'GET /api/mailing/unsubscribe': publicRoute(at('/api/mailing/unsubscribe')),
  'GET /api/mailing/:userId': ownerRoute((fx) => ({ url: `/api/mailing/${fx.users.owner.id}` })),
  'POST /api/mailing/:userId': ownerRoute((fx) => ({ url: `/api/mailing/${fx.users.owner.id}` })),
  'DELETE /api/mailing/:userId': ownerRoute((fx) => ({ url: `/api/mailing/${fx.users.owner.id}` })),
  'GET /api/bans': adminRoute(at('/api/bans')),
  'POST /api/bans': adminRoute(at('/api/bans', {})),
  'DELETE /api/bans/:id': adminRoute(at(`/api/bans/${MISSING}`)),
  'GET /api/audit': adminRoute(at('/api/audit')),
  'GET /api/audit/actors': adminRoute(at('/api/audit/actors')),
  'GET /api/about': adminRoute(at('/api/about')),

  // Settings, pages, notifications.
  'GET /api/appconfig/': publicRoute(at('/api/appconfig/')),
  'PUT /api/appconfig': adminRoute(at('/api/appconfig', {})),
  'DELETE /api/appconfig/image/:name': adminRoute(at('/api/appconfig/image/nieznany')),
  'GET /external_api/config': publicRoute(at('/external_api/config')),
  'GET /api/pages/:slug': publicRoute(at('/api/pages/regulamin')),
  'PUT /api/pages/:id': adminRoute(at(`/api/pages/${MISSING}`, {})),
  'POST /api/notifications/newcontent': adminRoute(at('/api/notifications/newcontent', {})),
  'GET /api/gifts/settings': publicRoute(at('/api/gifts/settings')),
  'PUT /api/gifts/settings': adminRoute(at('/api/gifts/settings', {})),
  'DELETE /api/gifts/settings/image/:name': adminRoute(at('/api/gifts/settings/image/nieznany')),
  'GET /api/groupTickets/settings': publicRoute(at('/api/groupTickets/settings')),
  'PUT /api/groupTickets/settings': adminRoute(at('/api/groupTickets/settings', {})),

  // The catalogue.
  'GET /api/categories': publicRoute(at('/api/categories')),
  'POST /api/categories': adminRoute(at('/api/categories', {})),
  'PUT /api/categories/:id': adminRoute(at(`/api/categories/${MISSING}`, {})),
  'DELETE /api/categories/:id': adminRoute(at(`/api/categories/${MISSING}`)),
  'GET /api/categories/:id/translations': adminRoute(at(`/api/categories/${MISSING}/translations`)),
  ...adminCrud('/api/translations/category'),
  'GET /api/events': publicRoute(at('/api/events')),
  'GET /external_api/events': publicRoute(at('/external_api/events')),
  'GET /api/events/:slugOrId': publicRoute((fx) => ({ url: `/api/events/${fx.event.slug}` })),
  'GET /external_api/event/:slugOrId': publicRoute((fx) => ({ url: `/external_api/event/${fx.event.slug}` })),
  'POST /api/events': adminRoute(at('/api/events', {})),
  'POST /api/events/': adminRoute(at('/api/events/', {})),
  'PUT /api/events/:id': adminRoute(at(`/api/events/${MISSING}`, {})),
  'DELETE /api/events/:id': adminRoute(at(`/api/events/${MISSING}`)),
  'GET /api/events/:id/translations': adminRoute(at(`/api/events/${MISSING}/translations`)),
  ...adminCrud('/api/translations/event'),
  'GET /api/galleries': adminRoute(at('/api/galleries')),
  'GET /api/galleries/:id': adminRoute(at(`/api/galleries/${MISSING}`)),
  'POST /api/galleries': adminRoute(at('/api/galleries', {})),
  'POST /api/galleries/': adminRoute(at('/api/galleries/', {})),
  'PUT /api/galleries/:id': adminRoute(at(`/api/galleries/${MISSING}`, {})),
  'DELETE /api/galleries/:id': adminRoute(at(`/api/galleries/${MISSING}`)),
  'POST /api/galleries/:id/images': adminRoute(at(`/api/galleries/${MISSING}/images`, {})),
  'DELETE /api/galleryImages/:id': adminRoute(at(`/api/galleryImages/${MISSING}`)),
  'GET /external_api/slides': publicRoute(at('/external_api/slides')),
  'GET /api/slides': adminRoute(at('/api/slides')),
  'POST /api/slides': adminRoute(at('/api/slides', {})),
  'POST /api/slides/': adminRoute(at('/api/slides/', {})),
  'PUT /api/slides/:id': adminRoute(at(`/api/slides/${MISSING}`, {})),
  'DELETE /api/slides/:id': adminRoute(at(`/api/slides/${MISSING}`)),
  'GET /api/slides/:id/translations': adminRoute(at(`/api/slides/${MISSING}/translations`)),
  ...adminCrud('/api/translations/slide'),
  'GET /api/videos': publicRoute(at('/api/videos')),
  'GET /external_api/videos': publicRoute(at('/external_api/videos')),
  'GET /api/videos/:slugOrId': publicRoute((fx) => ({ url: `/api/videos/${fx.video.slug}` })),
  'GET /external_api/video/:slugOrId': publicRoute((fx) => ({ url: `/external_api/video/${fx.video.slug}` })),
  'POST /api/videos': adminRoute(at('/api/videos', {})),
  'POST /api/videos/': adminRoute(at('/api/videos/', {})),
  'PUT /api/videos/:id': adminRoute(at(`/api/videos/${MISSING}`, {})),
  'DELETE /api/videos/:id': adminRoute(at(`/api/videos/${MISSING}`)),
  'DELETE /api/videos/:id/image/:which': adminRoute(at(`/api/videos/${MISSING}/image/main`)),
  'GET /api/videos/:id/translations': adminRoute(at(`/api/videos/${MISSING}/translations`)),
  ...adminCrud('/api/translations/video'),
  'GET /api/playback/:kind/:slugOrId': userRoute((fx) => ({ url: `/api/playback/video/${fx.video.slug}` })),
  'GET /api/search/all': publicRoute(at('/api/search/all?search=teatr')),

  // Media: stored images are public; video bytes and uploads need their signed links.
  'GET /media/images/:id/:file': publicRoute(at('/media/images/nieznany/plik.jpg')),
  'GET /media/videos/:id/video': refusedWithout(at('/media/videos/1/video')),
  'GET /media/videos/:id/subtitles/:file': refusedWithout(at('/media/videos/1/subtitles/pl.vtt')),
  'HEAD /media/uploads/:uploadId': refusedWithout(at('/media/uploads/0123456789abcdef0123456789abcdef')),
  'PATCH /media/uploads/:uploadId': refusedWithout(() => ({
    url: '/media/uploads/0123456789abcdef0123456789abcdef',
    payload: 'bajty',
    headers: {
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
      'tus-resumable': '1.0.0',
    },
  })),
  // A CORS preflight: it carries no credentials by definition and answers nothing but the allowed headers.
  'OPTIONS /media/uploads/:uploadId': {
    access: { kind: 'credential', anonymous: 'answered' },
    request: at('/media/uploads/0123456789abcdef0123456789abcdef'),
  },
  'GET /api/vimeo': adminRoute(at('/api/vimeo')),
  'POST /api/vimeo': adminRoute(at('/api/vimeo', {})),
  'POST /api/vimeo/': adminRoute(at('/api/vimeo/', {})),
  'PUT /api/vimeo/:id': adminRoute(at(`/api/vimeo/${MISSING}`, {})),
  'DELETE /api/vimeo/:id': adminRoute(at(`/api/vimeo/${MISSING}`)),
  'PATCH /api/vimeo/:host/:videoId': adminRoute(at(`/api/vimeo/local/${MISSING}`, {})),
  'GET /api/vimeo/:host/:videoId/subtitles': adminRoute(at(`/api/vimeo/local/${MISSING}/subtitles`)),
  'POST /api/vimeo/:host/:videoId/subtitles': adminRoute(at(`/api/vimeo/local/${MISSING}/subtitles`, {})),
  'DELETE /api/vimeo/:host/:videoId/subtitles/:trackId': adminRoute(
    at(`/api/vimeo/local/${MISSING}/subtitles/${MISSING}`),
  ),

  // Commerce.
  ...paymentRoutes('/api/payments', 'event'),
  ...paymentRoutes('/api/videopayments', 'video'),
  'GET /api/gifts/user': userRoute(at('/api/gifts/user')),
  'GET /api/gifts/:extOrderId': ownerRoute((fx) => ({ url: `/api/gifts/${fx.ownerOrders.gift}` })),
  'GET /api/groupTickets/user': userRoute(at('/api/groupTickets/user')),
  'GET /api/groupTickets/:extOrderId': ownerRoute((fx) => ({
    url: `/api/groupTickets/${fx.ownerOrders.groupTicket}`,
  })),
  'POST /api/gifts/': userRoute(at('/api/gifts/', {})),
  'POST /api/groupTickets/': userRoute(at('/api/groupTickets/', {})),
  'GET /api/gifts/': adminRoute(at('/api/gifts/')),
  'GET /api/groupTickets/': adminRoute(at('/api/groupTickets/')),
  'GET /api/codes': adminRoute(at('/api/codes')),
  'GET /api/codes/:id': adminRoute(at(`/api/codes/${MISSING}`)),
  'POST /api/codes': adminRoute(at('/api/codes', {})),
  'POST /api/codes/': adminRoute(at('/api/codes/', {})),
  'PUT /api/codes/:id': adminRoute(at(`/api/codes/${MISSING}`, {})),
  'DELETE /api/codes/:id': adminRoute(at(`/api/codes/${MISSING}`)),
  'GET /api/users/:id/codes': ownerRoute((fx) => ({ url: `/api/users/${fx.users.owner.id}/codes` })),
  'POST /api/users/:id/codes': ownerRoute((fx) => ({
    url: `/api/users/${fx.users.owner.id}/codes`,
    payload: { code: 'NIEMATAKIEGO' },
  })),
  'DELETE /api/users/:id/codes/:codeId': ownerRoute((fx) => ({
    url: `/api/users/${fx.users.owner.id}/codes/${MISSING}`,
  })),
  'GET /api/invoices': adminRoute(at('/api/invoices')),
  'PUT /api/invoices/:id': adminRoute(at(`/api/invoices/${MISSING}`, {})),
  'DELETE /api/invoices/:id': adminRoute(at(`/api/invoices/${MISSING}`)),
  'GET /api/statistics/orders': adminRoute(at('/api/statistics/orders')),
  'GET /api/statistics/income': adminRoute(at('/api/statistics/income')),
  'GET /api/statistics/paymentsumm': adminRoute(at('/api/statistics/paymentsumm')),
  'GET /api/statistics/ordersPerVideo': adminRoute(at('/api/statistics/ordersPerVideo')),
  'GET /api/statistics/viewsPerVideo': adminRoute(at('/api/statistics/viewsPerVideo')),
  'GET /api/statistics/events': adminRoute(at('/api/statistics/events')),
  'GET /api/statistics/videos': adminRoute(at('/api/statistics/videos')),
  'GET /api/statistics/viewersNow': adminRoute(at('/api/statistics/viewersNow')),
  'POST /api/payu/notifications': refusedWithout(at('/api/payu/notifications', {})),

  // The stand-ins and the dev mailbox: our sessions are nothing to them, and production has none of them.
  'POST /payu-standin/pl/standard/user/oauth/authorize': devOnly(
    refusedWithout(at('/payu-standin/pl/standard/user/oauth/authorize', {})),
  ),
  'GET /payu-standin/pay/:orderId': devOnly(refusedWithout(at('/payu-standin/pay/NIEZNANE'))),
  'POST /payu-standin/pay/:orderId': devOnly(refusedWithout(at('/payu-standin/pay/NIEZNANE', {}))),
  'POST /payu-standin/api/v2_1/orders': devOnly(refusedWithout(at('/payu-standin/api/v2_1/orders', {}))),
  'GET /payu-standin/api/v2_1/orders/:orderId': devOnly(
    refusedWithout(at('/payu-standin/api/v2_1/orders/X')),
  ),
  'DELETE /payu-standin/api/v2_1/orders/:orderId': devOnly(
    refusedWithout(at('/payu-standin/api/v2_1/orders/X')),
  ),
  'PUT /payu-standin/api/v2_1/orders/:orderId/status': devOnly(
    refusedWithout(at('/payu-standin/api/v2_1/orders/X/status', {})),
  ),
  'POST /payu-standin/api/v2_1/orders/:orderId/refunds': devOnly(
    refusedWithout(at('/payu-standin/api/v2_1/orders/X/refunds', {})),
  ),
  'POST /payu-standin/api/v2_1/orders/:orderId/refund': devOnly(
    refusedWithout(at('/payu-standin/api/v2_1/orders/X/refund', {})),
  ),
  'GET /payu-standin/api/v2_1/orders/:orderId/refunds': devOnly(
    refusedWithout(at('/payu-standin/api/v2_1/orders/X/refunds')),
  ),
  'GET /payu-standin/api/v2_1/orders/:orderId/refunds/:refundId': devOnly(
    refusedWithout(at('/payu-standin/api/v2_1/orders/X/refunds/5000000001')),
  ),
  'HEAD /vimeo-standin/tus/files/:token': devOnly(refusedWithout(at('/vimeo-standin/tus/files/zly'))),
  'PATCH /vimeo-standin/tus/files/:token': devOnly(refusedWithout(at('/vimeo-standin/tus/files/zly', 'x'))),
  'PUT /vimeo-standin/texttrack-files/:token': devOnly(
    refusedWithout(at('/vimeo-standin/texttrack-files/zly', 'WEBVTT')),
  ),
  'GET /vimeo-standin/texttrack-files/:token': devOnly(
    refusedWithout(at('/vimeo-standin/texttrack-files/zly')),
  ),
  'POST /vimeo-standin/me/videos': devOnly(refusedWithout(at('/vimeo-standin/me/videos', {}))),
  'GET /vimeo-standin/videos/:id': devOnly(refusedWithout(at('/vimeo-standin/videos/1'))),
  'DELETE /vimeo-standin/videos/:id': devOnly(refusedWithout(at('/vimeo-standin/videos/1'))),
  'GET /vimeo-standin/videos/:id/privacy/domains': devOnly(
    refusedWithout(at('/vimeo-standin/videos/1/privacy/domains')),
  ),
  'PUT /vimeo-standin/videos/:id/privacy/domains/:domain': devOnly(
    refusedWithout(at('/vimeo-standin/videos/1/privacy/domains/example.com')),
  ),
  'GET /vimeo-standin/videos/:id/texttracks': devOnly(
    refusedWithout(at('/vimeo-standin/videos/1/texttracks')),
  ),
  'POST /vimeo-standin/videos/:id/texttracks': devOnly(
    refusedWithout(at('/vimeo-standin/videos/1/texttracks', {})),
  ),
  'PATCH /vimeo-standin/videos/:id/texttracks/:trackId': devOnly(
    refusedWithout(at('/vimeo-standin/videos/1/texttracks/1', {})),
  ),
  'DELETE /vimeo-standin/videos/:id/texttracks/:trackId': devOnly(
    refusedWithout(at('/vimeo-standin/videos/1/texttracks/1')),
  ),
  'GET /dev/mailbox/messages': devOnly(publicRoute(at('/dev/mailbox/messages'))),
  'GET /dev/mailbox': devOnly(publicRoute(at('/dev/mailbox'))),
  'HEAD /dev/mailbox/': devOnly(publicRoute(at('/dev/mailbox/'))),
};
