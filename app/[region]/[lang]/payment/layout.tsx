import { routeMessagesLayout } from '../route-messages-layout';

/** The card payment and its result. */
export default routeMessagesLayout('payment');
