'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { DialogHead } from '@/components/dialog-head';
import { SheetDialog } from '@/components/sheet-dialog';
import { useAddStaff } from '../api/add-staff';
import { useDisableStaff } from '../api/disable-staff';
import { useEnableStaff } from '../api/enable-staff';
import { useStaffList } from '../api/get-staff-list';
import { useReissueSetupLink } from '../api/reissue-setup-link';
import { useUpdateStaff } from '../api/update-staff';
import type { SetupLink, StaffMember, StoreChoice } from '../types';
import { CallFailure } from './call-failure';
import { DataTable } from './data-table';
import { Instant } from './instant';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';
import { ReasonDialog } from './reason-dialog';
import { StaffForm } from './staff-form';

/** A set-up link, shown once after it is made: to copy and send privately. */
function SetupLinkPanel({ link }: { link: SetupLink }) {
  const t = useTranslations('ops.staff');
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), [link]);
  const copy = () =>
    navigator.clipboard?.writeText(link.setupUrl).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section aria-labelledby="ops-setup-link" className={styles.card} data-setup-link>
      <h2 id="ops-setup-link" ref={heading} tabIndex={-1} className={styles.subtitle}>
        {t('linkTitle', { name: link.member.name })}
      </h2>
      <p className={styles.lead}>{t('linkLead')}</p>
      <div className={styles.field}>
        <label htmlFor="ops-setup-link-url">{t('linkLabel')}</label>
        <div className={styles.copyRow}>
          <input
            id="ops-setup-link-url"
            readOnly
            value={link.setupUrl}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className={buttonStyles.secondary} onClick={copy}>
            {t('copy')}
          </button>
        </div>
        <p className={styles.hint}>
          {t('linkExpires')} <Instant value={link.expiresAt} />
        </p>
      </div>
      <p role="status" className={styles.notice}>
        {copied ? t('copied') : ''}
      </p>
    </section>
  );
}

function EditDialog({ member, stores }: { member: StaffMember; stores: StoreChoice[] }) {
  const t = useTranslations('ops.staff');
  const tCommon = useTranslations('ops.common');
  const update = useUpdateStaff();
  return (
    <SheetDialog trigger={<Button className={buttonStyles.secondary}>{t('edit')}</Button>}>
      {(close) => (
        <>
          <DialogHead title={t('editTitle', { name: member.name })} closeLabel={tCommon('close')} />
          <StaffForm
            withEmail={false}
            idPrefix={`ops-edit-${member.id}`}
            initial={{
              email: member.email,
              name: member.name,
              roles: member.roles,
              storeCodes: member.storeCodes,
            }}
            stores={stores}
            submitLabel={t('save')}
            pending={update.isPending}
            error={update.error}
            onSubmit={(values) => update.mutate({ id: member.id, ...values }, { onSuccess: close })}
          />
        </>
      )}
    </SheetDialog>
  );
}

/**
 * Staff management (administrators): the list, adding a member (then their one-time set-up link),
 * changing roles and stores, disabling with a reason or enabling, a new set-up link.
 */
export function StaffAdmin({ stores }: { stores: StoreChoice[] }) {
  const t = useTranslations('ops.staff');
  const tRoles = useTranslations('ops.roles');
  const list = useStaffList();
  const [link, setLink] = useState<SetupLink | null>(null);
  const [done, setDone] = useState('');
  const [formKey, setFormKey] = useState(0);
  const add = useAddStaff({
    onSuccess: (made) => {
      setLink(made);
      setFormKey((key) => key + 1);
    },
  });
  const reissue = useReissueSetupLink({ onSuccess: setLink });
  const disable = useDisableStaff({
    onSuccess: (member) => setDone(t('disabledDone', { name: member.name })),
  });
  const enable = useEnableStaff({ onSuccess: (member) => setDone(t('enabledDone', { name: member.name })) });
  return (
    <>
      {link && <SetupLinkPanel link={link} />}
      <p role="status" aria-live="polite" className={styles.notice}>
        {done}
      </p>
      <CallFailure error={reissue.error ?? enable.error} />
      <section aria-labelledby="ops-staff-list" className={styles.card}>
        <h2 id="ops-staff-list" className={styles.subtitle}>
          {t('listTitle')}
        </h2>
        <DataTable
          columns={[t('name'), t('email'), t('roles'), t('stores'), t('enrolled'), t('state'), t('actions')]}
        >
          {list.map((member) => (
            <tr key={member.id} data-staff={member.email}>
              <td>{member.name}</td>
              <td>{member.email}</td>
              <td>
                {member.roles.map((role) => (
                  <span key={role} className={styles.tag}>
                    {tRoles(role)}
                  </span>
                ))}
              </td>
              <td className={styles.mono}>{member.storeCodes.join(', ') || '—'}</td>
              <td>{member.enrolled ? t('yes') : t('no')}</td>
              <td>{member.disabled ? t('disabled') : t('active')}</td>
              <td>
                <div className={styles.buttons}>
                  <EditDialog member={member} stores={stores} />
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    disabled={reissue.isPending}
                    onClick={() => reissue.mutate(member.id)}
                  >
                    {t('reissue')}
                  </button>
                  {member.disabled ? (
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      disabled={enable.isPending}
                      onClick={() => enable.mutate({ id: member.id })}
                    >
                      {t('enable')}
                    </button>
                  ) : (
                    <ReasonDialog
                      label={t('disable')}
                      title={t('disableTitle', { name: member.name })}
                      message={t('disableMessage')}
                      reasonLabel={t('disableReason')}
                      required={false}
                      submitLabel={t('disableSubmit')}
                      pending={disable.isPending}
                      error={disable.error}
                      onSubmit={(reason) => disable.mutateAsync({ id: member.id, reason })}
                    />
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="ops-staff-add" className={styles.card}>
        <h2 id="ops-staff-add" className={styles.subtitle}>
          {t('addTitle')}
        </h2>
        <StaffForm
          key={formKey}
          withEmail
          idPrefix="ops-add"
          initial={{ email: '', name: '', roles: [], storeCodes: [] }}
          stores={stores}
          submitLabel={t('add')}
          pending={add.isPending}
          error={add.error}
          onSubmit={(values) => add.mutate(values)}
        />
      </section>
    </>
  );
}
