import { routeMessagesLayout } from '../../../../../route-messages-layout';

/** The fill-in form and its answer. */
export default routeMessagesLayout('fillIn');
