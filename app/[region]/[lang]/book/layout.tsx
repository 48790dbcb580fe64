import { routeMessagesLayout } from '../route-messages-layout';

/** The search page (the car list and the car detail have their own). */
export default routeMessagesLayout('search');
