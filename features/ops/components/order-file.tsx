'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { formatMoney } from '@/lib/i18n/format';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import type { Lang } from '@/lib/i18n/locales';
import { useAddNote } from '../api/add-note';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmOrder } from '../api/confirm-order';
import { useOrderFile } from '../api/get-order-file';
import { useResendConfirmation } from '../api/resend-confirmation';
import type { OpsRefund } from '../types';
import { CallFailure } from './call-failure';
import { DataTable, minorMoney } from './data-table';
import { Field } from './field';
import { useFieldProblem } from './field-problem';
import { Instant } from './instant';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';
import { ReasonDialog } from './reason-dialog';
import { RefundMoves } from './refund-moves';

/*
 * The parts of an order's file that an action changes. They read the file from react-query, which
 * the page's server render filled; an action answers the file as it now stands and sets it there.
 */

/** The order's state: status, payment, refund, pick-up number. */
export function FileState({ tradeNo }: { tradeNo: string }) {
  const t = useTranslations('ops.file');
  const tOrders = useTranslations('orders');
  const file = useOrderFile(tradeNo);
  return (
    <section aria-labelledby="ops-file-state" className={styles.card}>
      <h2 id="ops-file-state" className={styles.subtitle}>
        {t('state')}
      </h2>
      <dl className={styles.facts} data-file-state>
        <div data-fact="status">
          <dt>{t('status')}</dt>
          <dd>{tOrders(`status.${file.status}`)}</dd>
        </div>
        <div>
          <dt>{t('paymentStatus')}</dt>
          <dd>{tOrders(`paymentStatus.${file.paymentStatus}`)}</dd>
        </div>
        <div>
          <dt>{t('refundStatus')}</dt>
          <dd>{file.refundStatus ? tOrders(`refundStatus.${file.refundStatus}`) : t('noRefund')}</dd>
        </div>
        <div data-fact="pickupNo">
          <dt>{t('pickupNo')}</dt>
          <dd>{file.pickupNo ?? t('pickupNoPending')}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * What this member may do now, as the API says (`can`), and a live refund's moves for those who
 * manage refunds. Each success is announced in the status line.
 */
export function FileActions({ tradeNo, manageRefunds }: { tradeNo: string; manageRefunds: boolean }) {
  const t = useTranslations('ops.file');
  const file = useOrderFile(tradeNo);
  const [done, setDone] = useState('');
  const confirm = useConfirmOrder({ onSuccess: () => setDone(t('confirmed')) });
  const cancel = useCancelOrder({ onSuccess: () => setDone(t('cancelled')) });
  const resend = useResendConfirmation({ onSuccess: () => setDone(t('resent')) });
  const form = useForm<{ pickupNo: string }>({ defaultValues: { pickupNo: '' } });
  const refundMoves = manageRefunds && file.liveRefund ? file.liveRefund.moves : [];
  const anything =
    file.can.confirm || file.can.cancel || file.can.resendConfirmation || refundMoves.length > 0;
  return (
    <section aria-labelledby="ops-file-actions" className={styles.card}>
      <h2 id="ops-file-actions" className={styles.subtitle}>
        {t('actions')}
      </h2>
      <p role="status" aria-live="polite" className={styles.notice}>
        {done}
      </p>
      {!anything && <p className={styles.lead}>{t('noActions')}</p>}
      {file.can.confirm && (
        <form
          noValidate
          className={styles.form}
          onSubmit={form.handleSubmit(({ pickupNo }) => {
            setDone('');
            confirm.mutate({ tradeNo, pickupNo: pickupNo.trim() });
          })}
        >
          <Field
            id="ops-confirm-pickup-no"
            label={t('pickupNoField')}
            hint={t('pickupNoHint')}
            autoComplete="off"
            maxLength={20}
            registration={form.register('pickupNo')}
          />
          <CallFailure error={confirm.error} />
          <div className={styles.buttons}>
            <button type="submit" className={buttonStyles.primary} disabled={confirm.isPending}>
              {t('confirm')}
            </button>
          </div>
        </form>
      )}
      <div className={styles.buttons}>
        {file.can.resendConfirmation && (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={resend.isPending}
            onClick={() => {
              setDone('');
              resend.mutate({ tradeNo });
            }}
          >
            {t('resend')}
          </button>
        )}
        {file.can.cancel && (
          <ReasonDialog
            label={t('cancel')}
            title={t('cancelTitle', { tradeNo })}
            message={t('cancelMessage')}
            reasonLabel={t('cancelReason')}
            submitLabel={t('cancelSubmit')}
            pending={cancel.isPending}
            error={cancel.error}
            onSubmit={(reason) => cancel.mutateAsync({ tradeNo, reason })}
          />
        )}
      </div>
      <CallFailure error={resend.error} />
      {refundMoves.length > 0 && (
        <>
          <h3 className={styles.subtitle}>{t('refundActions')}</h3>
          <RefundMoves tradeNo={tradeNo} moves={refundMoves} onDone={setDone} />
        </>
      )}
    </section>
  );
}

function RefundCard({ refund }: { refund: OpsRefund }) {
  const t = useTranslations('ops.file');
  const tRefund = useTranslations('orders.refundStatus');
  const tReasons = useTranslations('refunds.reasons');
  const lang = useLocale() as Lang;
  const reason = tReasons.has(refund.reason as 'other') ? tReasons(refund.reason as 'other') : refund.reason;
  return (
    <li className={styles.card}>
      <p>
        <strong>{tRefund(refund.status)}</strong> ·{' '}
        {t('refundAmount', { amount: minorMoney(refund.refund, lang) })}{' '}
        <span className={styles.muted}>({t('refundPaid', { amount: minorMoney(refund.paid, lang) })})</span>
      </p>
      <p className={styles.muted}>
        {t('refundReason', { reason })}
        {refund.remark && ` · ${refund.remark}`}
      </p>
      {refund.rejectReason && <p>{t('rejectReason', { reason: refund.rejectReason })}</p>}
      <ol className={styles.steps} aria-label={t('progress')}>
        {refund.progress.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            {tRefund(step.status)} · <Instant value={step.at} />
          </li>
        ))}
      </ol>
    </li>
  );
}

/** The money's trail and the file's history: payments, ledger, refunds, messages, audit. */
export function FileRecords({ tradeNo }: { tradeNo: string }) {
  const t = useTranslations('ops.file');
  const lang = useLocale() as Lang;
  const file = useOrderFile(tradeNo);
  return (
    <>
      <RecordSection name="refunds" title={t('refunds')} empty={file.refunds.length === 0}>
        <ul className={styles.noteList} data-refunds>
          {file.refunds.map((refund) => (
            <RefundCard key={refund.createdAt} refund={refund} />
          ))}
        </ul>
      </RecordSection>
      <RecordSection name="changes" title={t('changes')} empty={file.changes.length === 0}>
        <DataTable
          columns={[
            t('columns.when'),
            t('columns.what'),
            t('columns.change'),
            t('columns.fee'),
            t('columns.refunded'),
          ]}
        >
          {file.changes.map((change) => (
            <tr key={change.id} data-change={change.id}>
              <td>
                <Instant value={change.at} />
              </td>
              <td>{change.changed.map((field) => t(`changed.${field}`)).join(', ')}</td>
              <td>
                {minorMoney(change.oldTotal, lang)} → {minorMoney(change.newTotal, lang)}
              </td>
              <td>{minorMoney(change.fee, lang)}</td>
              <td>{minorMoney(change.refunded, lang)}</td>
            </tr>
          ))}
        </DataTable>
      </RecordSection>
      <RecordSection name="payments" title={t('payments')} empty={file.payments.length === 0}>
        <DataTable
          columns={[
            t('columns.when'),
            t('columns.status'),
            t('columns.amount'),
            t('columns.card'),
            t('columns.gateway'),
          ]}
        >
          {file.payments.map((payment) => (
            <tr key={payment.id}>
              <td>
                <Instant value={payment.createdAt} />
              </td>
              <td>
                {payment.status}
                {payment.resultCode && <span className={styles.muted}> ({payment.resultCode})</span>}
              </td>
              <td>{formatMoney(payment.amount.amount, payment.amount.currency, lang)}</td>
              <td>{payment.card ?? '—'}</td>
              <td className={styles.mono}>
                {payment.gateway}
                {payment.gatewayRef && <div className={styles.muted}>{payment.gatewayRef}</div>}
              </td>
            </tr>
          ))}
        </DataTable>
      </RecordSection>
      <RecordSection name="ledger" title={t('ledger')} empty={file.ledger.length === 0}>
        <DataTable columns={[t('columns.when'), t('columns.kind'), t('columns.status'), t('columns.amount')]}>
          {file.ledger.map((entry) => (
            <tr key={entry.id} data-ledger={entry.kind}>
              <td>
                <Instant value={entry.createdAt} />
              </td>
              <td>{t(`ledgerKind.${entry.kind}`)}</td>
              <td>
                {entry.status} <span className={styles.muted}>({entry.code})</span>
              </td>
              <td>{minorMoney(entry.amount, lang)}</td>
            </tr>
          ))}
        </DataTable>
      </RecordSection>
      <RecordSection name="messages" title={t('messages')} empty={file.messages.length === 0}>
        <DataTable
          columns={[t('columns.when'), t('columns.message'), t('columns.recipient'), t('columns.delivery')]}
        >
          {file.messages.map((message) => (
            <tr key={message.id}>
              <td>
                <Instant value={message.createdAt} />
              </td>
              <td>
                {message.kind} <span className={styles.muted}>({t(`channel.${message.channel}`)})</span>
              </td>
              <td>{message.recipient}</td>
              <td>
                {t(`delivery.${message.status}`)}
                {message.sentAt && (
                  <div className={styles.muted}>
                    <Instant value={message.sentAt} />
                  </div>
                )}
                <div className={styles.muted}>{t('attempts', { count: message.attempts })}</div>
                {message.lastError && <div className={styles.muted}>{message.lastError}</div>}
              </td>
            </tr>
          ))}
        </DataTable>
      </RecordSection>
      <RecordSection name="audit" title={t('audit')} empty={file.audit.length === 0}>
        <DataTable
          columns={[
            t('columns.when'),
            t('columns.who'),
            t('columns.what'),
            t('columns.change'),
            t('columns.reason'),
          ]}
        >
          {file.audit.map((entry) => (
            <tr key={entry.id} data-audit={entry.action}>
              <td>
                <Instant value={entry.createdAt} />
              </td>
              <td>{entry.operator}</td>
              <td className={styles.mono}>{entry.action}</td>
              <td>
                {entry.changes.map((change) => (
                  <div key={change.field}>
                    <span className={styles.muted}>{change.field}:</span> {change.before ?? '—'} →{' '}
                    {change.after ?? '—'}
                  </div>
                ))}
              </td>
              <td>{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </DataTable>
      </RecordSection>
    </>
  );
}

/** One of the file's records: its heading, and 'none' when it has nothing. */
function RecordSection({
  name,
  title,
  empty,
  children,
}: {
  name: string;
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('ops.file');
  return (
    <section aria-labelledby={`ops-file-${name}`} className={styles.card}>
      <h2 id={`ops-file-${name}`} className={styles.subtitle}>
        {title}
      </h2>
      {empty ? <p className={styles.muted}>{t('none')}</p> : children}
    </section>
  );
}

// The note of the contract's /ops/orders/note body (zod loads with the first check).
const noteResolver = formResolver<{ body: string }>('opsNote');

/** Internal notes (never shown to the traveller), oldest first, and the form that adds one. */
export function FileNotes({ tradeNo }: { tradeNo: string }) {
  const t = useTranslations('ops.file');
  const file = useOrderFile(tradeNo);
  const [done, setDone] = useState('');
  const fieldProblem = useFieldProblem();
  const form = useForm<{ body: string }>({ defaultValues: { body: '' }, resolver: noteResolver });
  const add = useAddNote({
    onSuccess: () => {
      form.reset();
      setDone(t('noteAdded'));
    },
  });
  const problem = fieldProblem(form.formState.errors.body?.message, t('noteField'), {
    required: t('noteRequired'),
  });
  return (
    <section aria-labelledby="ops-file-notes" className={styles.card}>
      <h2 id="ops-file-notes" className={styles.subtitle}>
        {t('notes')}
      </h2>
      {file.notes.length === 0 ? (
        <p className={styles.muted}>{t('noNotes')}</p>
      ) : (
        <ul className={styles.noteList}>
          {file.notes.map((note) => (
            <li key={note.id}>
              <div className={styles.muted}>
                {note.author} · <Instant value={note.createdAt} />
              </div>
              {note.body}
            </li>
          ))}
        </ul>
      )}
      {file.can.note && (
        <form
          noValidate
          className={styles.form}
          onSubmit={form.handleSubmit(({ body }) => {
            setDone('');
            add.mutate({ tradeNo, body });
          })}
        >
          <div className={styles.field}>
            <label htmlFor="ops-note-body">{t('noteField')}</label>
            <textarea
              id="ops-note-body"
              rows={3}
              maxLength={2000}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'ops-note-body-error' : undefined}
              {...form.register('body')}
            />
            {problem && (
              <p id="ops-note-body-error" role="alert" className={styles.error}>
                {problem}
              </p>
            )}
          </div>
          <CallFailure error={add.error} />
          <div className={styles.buttons}>
            <button type="submit" className={buttonStyles.primary} disabled={add.isPending}>
              {t('noteSubmit')}
            </button>
          </div>
          <p role="status" aria-live="polite" className={styles.notice}>
            {done}
          </p>
        </form>
      )}
    </section>
  );
}
