import { useTranslation } from 'react-i18next';
import type { AnswerView } from '../../../../../contract/registrations.ts';
import { formatPhoneNumber } from '../../../../../contract/phone-numbers.ts';
import { isTermsKind } from '../../../../../contract/registrations.ts';
import { pathOf } from '../../../../../contract/endpoint.ts';
import { downloadRegistrationAnswerFile } from '../../../../../contract/endpoints/registrations/files.ts';
import classes from './guest-detail.module.css';

/** The RSVP answers, each under its question as the guest saw it. */
export function GuestAnswers({ answers }: { answers: AnswerView[] }) {
  const { t } = useTranslation();
  const shown = answers.filter((answer) => answer.question.kind !== 'PAGE_BREAK');
  return (
    <section className={classes.section} aria-labelledby="guest-answers">
      <h3 id="guest-answers" className={classes.sectionTitle}>
        {t('guests.detail.answers')}
      </h3>
      {shown.length === 0 ? (
        <p className={classes.muted}>{t('guests.detail.noAnswers')}</p>
      ) : (
        <dl className={classes.answers}>
          {shown.map((answer) => (
            <div key={answer.questionId} className={classes.answer}>
              <dt>{answer.question.title || t(`guests.kinds.${answer.question.kind}`)}</dt>
              <dd>
                <AnswerValue answer={answer} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** Terms as agreed or not, a file as a link the host opens it with, anything else as text. */
function AnswerValue({ answer }: { answer: AnswerView }) {
  const { t } = useTranslation();
  if (isTermsKind(answer.question.kind)) return t(answer.value === true ? 'guests.detail.agreed' : 'guests.detail.notAgreed');
  const fileId = answer.question.kind === 'FILE' ? (answer.value as { fileId?: string } | null)?.fileId : undefined;
  if (fileId) {
    return (
      <a
        href={pathOf(downloadRegistrationAnswerFile, { fileId })}
        download={answer.text || undefined}
        className={classes.fileLink}
      >
        {t('guests.detail.openFile', { name: answer.text || fileId })}
      </a>
    );
  }
  if (answer.question.kind === 'PHONE_NUMBER' && answer.text) return formatPhoneNumber(answer.text);
  return answer.text || '—';
}
