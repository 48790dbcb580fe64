import { z } from 'zod';
/**
 * Answers that only say the call was done: named once here, so the route that sends one and the
 * site that reads it check the same shape.
 */
export const loggedOutSchema = z.object({ logged_out: z.literal(true) });
export const passwordResetSchema = z.object({ reset: z.literal(true) });
export const deletedSchema = z.object({ deleted: z.literal(true) });
export const reportRecordedSchema = z.object({ recorded: z.literal(true) });
/** /order/cancel and /order/delete: the order acted on. */
export const orderActedSchema = z.object({ trade_no: z.string() });
