'use client';

import { useWatch } from 'react-hook-form';
import { RequiredDocuments } from '@/components/documents/required-documents';
import { useFillInMethods } from '../form-methods';
import styles from './form.module.css';

/**
 * The papers to bring for the licence types chosen so far, under the drivers: they follow each
 * licence select and the deposit choice (Zhima Credit holds no card) as the traveller fills them.
 */
export function DriversDocuments({ storeCountry }: { storeCountry: string }) {
  const { control } = useFillInMethods();
  const drivers = useWatch({ control, name: 'drivers' });
  const deposit = useWatch({ control, name: 'deposit' });
  return (
    <RequiredDocuments
      country={storeCountry}
      licences={drivers.map((driver) => driver.driver_license_type)}
      depositByCard={deposit !== '1'}
      headingLevel={3}
      className={styles.section}
    />
  );
}
