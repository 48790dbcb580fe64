import { routeMessagesLayout } from '../route-messages-layout';

/** The order pages: the list, the detail, the lookup's answer, refunds. */
export default routeMessagesLayout('orders');
