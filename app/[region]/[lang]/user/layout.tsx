import { routeMessagesLayout } from '../route-messages-layout';

/** The account's saved people and coupons. */
export default routeMessagesLayout('account');
