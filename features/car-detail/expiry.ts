/** Whether the answer's prices are older than the API allows (its expired_time, 30 minutes). */
export const isExpired = (view: { expiredTime: string }, now = Date.now()) =>
  Date.parse(view.expiredTime) <= now;
