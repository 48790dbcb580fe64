import type { ChangeRequest, ChangeValues, OrderToChange } from './types';

/** The form as the booking stands: where every field starts. */
export function initialValues(order: OrderToChange): ChangeValues {
  const [pickupDate = '', pickupTime = ''] = order.pickupWall.split(' ');
  const [dropOffDate = '', dropOffTime = ''] = order.dropOffWall.split(' ');
  return {
    pickupDate,
    pickupTime,
    dropOffDate,
    dropOffTime,
    dropOffStore: order.dropOffStore,
    skuId: order.car.skuId,
    packageCode: order.packageCode,
    extras: { ...order.extras },
    drivers: order.drivers.map((driver) => ({ ...driver })),
    flightNo: order.flightNo,
    contactName: order.contact.name,
    contactEmail: order.contact.email,
  };
}

const positive = (extras: Record<number, number>) =>
  Object.entries(extras)
    .map(([id, quantity]) => ({ id: Number(id), quantity }))
    .filter((extra) => extra.quantity > 0)
    .sort((a, b) => a.id - b.id);

const sameExtras = (a: Record<number, number>, b: Record<number, number>) =>
  JSON.stringify(positive(a)) === JSON.stringify(positive(b));

/**
 * The change as the API takes it: the order and only the fields that differ from the booking
 * (an absent field keeps the booking's own). Both times go together when either moves, so the
 * rental is priced as the traveller sees it. The booked flight number is sent as it is (the API
 * reads it as no change); an absent one would keep it too (optionalFlightNoSchema), so this could
 * send the flight only when it differs.
 */
export function changeRequest(order: OrderToChange, values: ChangeValues): ChangeRequest {
  const start = initialValues(order);
  const request: ChangeRequest = { trade_no: order.tradeNo };
  const pickup = `${values.pickupDate} ${values.pickupTime}`;
  const dropOff = `${values.dropOffDate} ${values.dropOffTime}`;
  if (pickup !== order.pickupWall || dropOff !== order.dropOffWall) {
    request.pickup_date_time = pickup;
    request.drop_off_date_time = dropOff;
  }
  if (values.dropOffStore !== start.dropOffStore) request.drop_off_location = values.dropOffStore;
  if (values.skuId !== start.skuId) request.sku_id = values.skuId;
  if (values.packageCode !== start.packageCode) request.package_code = values.packageCode;
  if (!sameExtras(values.extras, start.extras)) request.extra_service = positive(values.extras);
  const drivers = values.drivers.map((driver) => ({
    ...driver,
    given_name: driver.given_name.trim(),
    sur_name: driver.sur_name.trim(),
  }));
  if (JSON.stringify(drivers) !== JSON.stringify(start.drivers)) request.drivers = drivers;
  const flightNo = values.flightNo.trim();
  if (flightNo !== start.flightNo || start.flightNo !== '') request.flight_no = flightNo;
  if (values.contactName.trim() !== start.contactName) request.contact_name = values.contactName.trim();
  if (values.contactEmail.trim() !== start.contactEmail) request.contact_email = values.contactEmail.trim();
  return request;
}

/** Whether the request asks for anything beyond the order (and the flight as booked). */
export function asksForChange(order: OrderToChange, request: ChangeRequest): boolean {
  return Object.entries(request).some(
    ([key, value]) => key !== 'trade_no' && !(key === 'flight_no' && value === order.flightNo),
  );
}
