/**
 * booking_com names the channel the booking is made through. Our own site books as 'booking'; the
 * list is where a partner channel (a metasearch landing, an app) would be added. Others are a 404.
 * The API records the channel on the order.
 */
export const BOOKING_CHANNELS = ['booking'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];
export const SITE_BOOKING_CHANNEL: BookingChannel = 'booking';
