'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { BillView } from '@/components/bill/bill-view';
import { CurrentBillProvider } from '@/components/bill/current-bill';
import { useSiteStore, useSiteStoreApi } from '@/components/providers/site-store-provider';
import { formatMoney } from '@/lib/i18n/format';
import { packageLabel } from '@/lib/i18n/package-label';
import { useEqualValue } from '@/lib/site/react/use-equal-value';
import { useStableCallback } from '@/lib/site/react/use-stable-callback';
import type { Lang } from '@/lib/i18n/locales';
import type { AppliedCoupon, FillInValues, PhoneProofDraft } from '@/lib/site/store/fill-in-draft';
import { additionalDriverLimit } from '../driver-rules';
import { FORM_LIMITS } from '../form-limits';
import type { BookOutcome } from '../book-outcome';
import { useBook } from '../hooks/use-book';
import { focusSoon, firstProblem } from '../focus-soon';
import { useFillInForm } from '../hooks/use-fill-in-form';
import { useFillInStep, type FillInStep } from '../hooks/use-fill-in-step';
import { usePreAuth } from '../hooks/use-pre-auth';
import { useProblemText } from '@/components/forms/use-problem-text';
import { FillInMethodsProvider } from '../form-methods';
import { liveBill } from '../live-bill';
import { toFillInRental } from '../to-site';
import type { BookingForm, FillInContext, SavedPeople } from '../types';
import { provesPhone } from './contact-fieldset';
import { FillInForm } from './fill-in-form';
import styles from './fill-in-steps.module.css';

// The review step (and the booking call's outcomes) load when the traveller first reaches for the
// form, not with the page: most of the page's time is spent filling the form in.
const ReviewStep = dynamic(() => import('./review-step').then((module) => module.ReviewStep));
// The same module, for that first reach: a part that shows nothing, mounted then in a Suspense
// boundary of its own (nothing else waits for it), so the step is loaded by the time Continue shows
// it. A failed load is left to the step itself, which asks again when it is shown.
const ReviewStepPrefetch = dynamic(() =>
  import('./review-step').then(
    () => NothingShown,
    () => NothingShown,
  ),
);
function NothingShown() {
  return null;
}

type FixOutcome = Extract<BookOutcome, { kind: 'fix' }>;

export type FillInStepsProps = {
  context: FillInContext;
  lang: Lang;
  initial: FillInValues;
  /** false until the tab's memory is read (the form is then started again from it) */
  restored: boolean;
  steppers: { form: ReactNode; review: ReactNode };
  /** the trip, the car and the package, rendered by the server */
  summary: ReactNode;
  saved: SavedPeople;
};

/**
 * The fill-in step and the review-and-book step of one booking: the form (or its review) with the
 * live bill beside it. The bill is computed here from the car detail answer, the chosen extras,
 * the applied coupon and the phone's freshman answer, exactly as the booking call will.
 */
export function FillInSteps({
  context,
  lang,
  initial,
  restored,
  steppers,
  summary,
  saved,
}: FillInStepsProps) {
  const t = useTranslations('booking');
  const tCar = useTranslations('carDetail');
  const tErrors = useTranslations('errors');
  const problemText = useProblemText();
  const store = useSiteStoreApi();
  const { detail, pkg } = context;
  const rental = useMemo(() => toFillInRental(context), [context]);
  const proof = useSiteStore((state) => state.bookingDraft.fillIn?.phoneProof ?? null);
  const coupon = useSiteStore((state) => state.bookingDraft.fillIn?.coupon ?? null);
  const setProof = useCallback(
    (phoneProof: PhoneProofDraft | null) => store.getState().bookingDraft.saveFillIn({ phoneProof }),
    [store],
  );

  const extrasRef = useRef(initial.extra_service);
  const proofRef = useRef(proof);
  const { form, prefetchRules } = useFillInForm({
    context,
    initial,
    persist: restored,
    additionalDriversAllowed: () => additionalDriverLimit(detail, pkg, extrasRef.current),
    phoneVerified: () => {
      const contact = form.getValues('contact');
      return provesPhone(proofRef.current, contact.contact_area_code, contact.contact_phone);
    },
  });
  const [watchedExtras, watchedInsurance, areaCode, phone] = useWatch({
    control: form.control,
    name: ['extra_service', 'insurance_unit_item', 'contact.contact_area_code', 'contact.contact_phone'],
  });
  // The bill and the form below change with the extras, not with each keystroke in another field.
  const extraService = useEqualValue(watchedExtras);
  const insuranceUnits = useEqualValue(watchedInsurance);
  useEffect(() => {
    extrasRef.current = extraService;
    proofRef.current = proof;
  });
  const verified = provesPhone(proof, areaCode, phone);
  const bill = useMemo(
    () =>
      liveBill(detail, pkg, {
        extraService,
        insuranceUnits,
        coupon,
        freshman: verified && proof!.freshman,
      }),
    [detail, pkg, extraService, insuranceUnits, coupon, verified, proof],
  );

  const setCoupon = (answer: AppliedCoupon | null) => {
    store.getState().bookingDraft.saveFillIn({ coupon: answer });
    form.setValue('coupon_code', answer?.code ?? '');
  };

  const preAuth = usePreAuth(rental.skuId, rental.packageCode);
  const { step, openReview, openForm } = useFillInStep();
  // The values the review step shows, with the draft they were judged from.
  const [reviewed, setReviewed] = useState<{ form: BookingForm; source: string } | null>(null);
  const [couponProblem, setCouponProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const sectionHeading = useRef<HTMLHeadingElement>(null);
  // Where focus goes once the page shows the step it is meant for: asked for in handlers, moved by
  // the effect below after the render that shows it (a new request renders again).
  const focusNext = useRef<{ target: 'problem' | 'review' | 'form'; step: FillInStep } | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  const requestFocus = (target: 'problem' | 'review' | 'form', onStep: FillInStep) => {
    focusNext.current = { target, step: onStep };
    setFocusRequests((count) => count + 1);
  };

  const judge = (onValid: (values: BookingForm) => void) =>
    form.handleSubmit(onValid, () => {
      if (step === 'review') openForm();
      requestFocus('problem', 'form');
    });
  const review = (values: BookingForm) =>
    setReviewed({ form: values, source: JSON.stringify(form.getValues()) });

  // Stable handlers: the form is memoized, and this component renders again on its own (the form
  // state's first change, just after mount, is one), which must not render every field again.
  const onSubmit = useStableCallback(
    (event: FormEvent<HTMLFormElement>) =>
      void judge((values) => {
        setNotice(undefined);
        setCouponProblem(undefined);
        review(values);
        openReview();
        requestFocus('review', 'review');
      })(event),
  );

  const onCoupon = useStableCallback((answer: AppliedCoupon | null) => {
    setCouponProblem(undefined);
    setCoupon(answer);
  });
  const [reached, setReached] = useState(false);
  const onFirstTouch = useStableCallback(() => {
    prefetchRules();
    setReached(true);
  });

  // The review step shows what was judged; values changed since (the browser's back, an edit, then
  // forward) or none at all (a reload at ?step=review) are judged again, and a draft that no longer
  // passes goes back to the form with its problems shown.
  const current =
    step === 'review' && reviewed?.source === JSON.stringify(form.getValues()) ? reviewed : null;
  useEffect(() => {
    if (step === 'review' && restored && !current) void judge(review)();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- judged when the step or the draft arrives
  }, [step, restored, current]);

  /** A refusal that one field can fix: back to the form, the problem on its field. */
  const onFix = ({ field, problem }: FixOutcome) => {
    if (step === 'review') openForm();
    if (field === 'coupon') {
      const limit = coupon?.less_limit_price;
      setCoupon(null);
      setCouponProblem(
        problem === 'coupon_unsatisfied' && limit
          ? tErrors('coupon.unsatisfied', { lessLimit: formatMoney(limit.amount, limit.currency, lang) })
          : problemText(problem, 'coupon_code'),
      );
    } else if (field) {
      if (field === 'contact.contact_phone') setProof(null);
      // Refused (declined meanwhile, or spent on another booking): the traveller starts it again.
      if (problem === 'pre_auth_required') store.getState().bookingDraft.saveFillIn({ preAuth: null });
      form.setError(field as FieldPath<FillInValues>, { type: 'server', message: problem });
    } else {
      setNotice(problemText(problem, 'name'));
    }
    requestFocus('problem', 'form');
  };
  const { state: bookState, book } = useBook({ context, lang, onFix });

  useEffect(() => {
    const next = focusNext.current;
    if (!next || next.step !== step) return; // the step has not changed yet: wait for it
    focusNext.current = null;
    if (next.target === 'review') focusSoon(() => reviewHeading.current);
    else if (next.target === 'form') focusSoon(() => sectionHeading.current);
    else focusSoon(() => firstProblem(formRef.current));
  }, [step, focusRequests]);

  const onBook = () => {
    if (!current) return;
    if (!proof || !verified) {
      onFix({ kind: 'fix', field: 'contact.contact_phone', problem: 'verify_phone' });
      return;
    }
    const zhima = current.form.deposit === '1';
    if (zhima && preAuth.state.kind !== 'passed') {
      onFix({ kind: 'fix', field: 'deposit', problem: 'pre_auth_required' });
      return;
    }
    book(current.form, {
      phoneToken: proof.token,
      expectedTotal: bill.totalBillPrice.payment,
      preAuthNo: zhima && preAuth.state.kind === 'passed' ? preAuth.state.paymentNo : undefined,
    });
  };

  const packageName = packageLabel(tCar, rental);
  // The provider: the server-rendered package panel above says what is paid from this same bill.
  return (
    <CurrentBillProvider bill={bill}>
      {step === 'review' ? steppers.review : steppers.form}
      <h1 className={styles.title}>{step === 'review' ? t('steps.review') : tCar('fillIn.title')}</h1>
      {summary}
      <section className={styles.booking} aria-labelledby="booking-form-heading">
        <h2 id="booking-form-heading" ref={sectionHeading} tabIndex={-1} className={styles.heading}>
          {tCar('fillIn.formTitle')}
        </h2>
        <div className={styles.columns}>
          <div className={styles.main}>
            {step === 'review' && current ? (
              <ReviewStep
                rental={rental}
                carListHref={context.links.carList}
                form={current.form}
                headingRef={reviewHeading}
                bookState={bookState}
                onBook={onBook}
                onEdit={() => {
                  openForm();
                  requestFocus('form', 'form');
                }}
              />
            ) : (
              <FillInMethodsProvider form={form}>
                <FillInForm
                  rental={rental}
                  links={context.links}
                  lang={lang}
                  formRef={formRef}
                  onSubmit={onSubmit}
                  onFirstTouch={onFirstTouch}
                  additionalDriversAllowed={Math.min(
                    additionalDriverLimit(detail, pkg, extraService),
                    FORM_LIMITS.maxDrivers - 1,
                  )}
                  proof={proof}
                  onProof={setProof}
                  coupon={coupon}
                  onCoupon={onCoupon}
                  couponProblem={couponProblem}
                  baseTotal={bill.baseSetBill.total}
                  preAuth={preAuth}
                  notice={notice}
                  saved={saved}
                />
              </FillInMethodsProvider>
            )}
          </div>
          <aside className={styles.aside} aria-label={t('bill.title')}>
            <BillView bill={bill} note={packageName} />
          </aside>
        </div>
      </section>
      {reached && (
        <Suspense fallback={null}>
          <ReviewStepPrefetch />
        </Suspense>
      )}
    </CurrentBillProvider>
  );
}
