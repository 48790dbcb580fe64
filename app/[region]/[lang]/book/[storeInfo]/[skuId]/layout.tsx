import { routeMessagesLayout } from '../../../route-messages-layout';

/** The car detail and its plans. */
export default routeMessagesLayout('carDetail');
