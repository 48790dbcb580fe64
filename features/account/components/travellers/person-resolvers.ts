import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { savedContactBodySchema, savedDriverBodySchema } from '@/lib/api/contract/account';
import type { ContactValues, DriverValues } from './person-values';

/** The API's own schemas of a saved driver and contact, loaded with the first check. */
export const driverResolver = () =>
  zodResolver(savedDriverBodySchema) as unknown as Resolver<DriverValues, unknown, DriverValues>;
export const contactResolver = () =>
  zodResolver(savedContactBodySchema) as unknown as Resolver<ContactValues, unknown, ContactValues>;
