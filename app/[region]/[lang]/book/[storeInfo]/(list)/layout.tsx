import { routeMessagesLayout } from '../../../route-messages-layout';

/** The car list. */
export default routeMessagesLayout('carList');
