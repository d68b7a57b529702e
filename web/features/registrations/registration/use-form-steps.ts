import { useMemo, useRef, useState } from 'react';
import type { FormQuestion, FormValues, RawValue } from './answer-values.ts';
import { initialValues, validateAnswers } from './answer-values.ts';
import { formPages, pageOfFirst } from './form-pages.ts';

/**
 * The form's state: the values, the errors (message keys, or the server's own words) and the step.
 * A step is left only when its questions pass the contract's checks.
 */
export function useFormSteps(questions: FormQuestion[], prefill: Record<string, unknown>, guestEmail?: string) {
  const pages = useMemo(() => formPages(questions), [questions]);
  const [values, setValues] = useState<FormValues>(() => initialValues(questions, prefill, guestEmail));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number) => {
    setStep(next);
    // The new step's heading takes the focus, so a screen reader hears where it is.
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'nearest' });
    });
  };

  const setValue = (questionId: string, value: RawValue) => {
    setValues((current) => ({ ...current, [questionId]: value }));
    setErrors((current) => {
      if (!(questionId in current)) return current;
      const { [questionId]: _gone, ...rest } = current;
      return rest;
    });
  };

  /** Checks the questions of these pages; shows the first page with a problem. True when all pass. */
  const check = (indexes: number[]): boolean => {
    const found = validateAnswers(
      indexes.flatMap((index) => pages[index].questions),
      values,
      prefill,
    );
    setErrors(found);
    const ids = Object.keys(found);
    if (ids.length === 0) return true;
    showErrors(found);
    return false;
  };

  /** Shows errors (from the browser or the API) and takes the guest to the first page that has one. */
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const page = pageOfFirst(pages, Object.keys(found));
    if (page !== null && page !== step) goTo(page);
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>(
        '[data-question-error="true"] input, [data-question-error="true"] textarea, [data-question-error="true"]',
      );
      first?.focus({ preventScroll: false });
    });
  };

  return {
    pages,
    page: pages[step],
    step,
    isLast: step === pages.length - 1,
    values,
    errors,
    headingRef,
    setValue,
    showErrors,
    next: () => check([step]) && goTo(step + 1),
    back: () => goTo(Math.max(0, step - 1)),
    checkAll: () => check(pages.map((_, index) => index)),
  };
}
