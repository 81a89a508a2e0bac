import { isApiError } from '@video/api-client';
import { type FormEvent, useId, useState } from 'react';
import { useSendFeedbackMutation } from '@video/api-client/react';
import {
  countCharacters,
  DEFAULT_FEEDBACK_TYPE,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_TYPES,
  type FeedbackError,
  feedbackRequest,
  type FeedbackType,
  feedbackTypeLabelKey,
  format,
  validateFeedback,
} from '@video/domain';
import { storageKeys } from '@video/storage';
import { Dialog, useTapGuard } from '@video/ui';
import { useServices } from '../../core/services';
import styles from './feedback-dialog.module.css';

export interface FeedbackDialogProps {
  readonly open: boolean;
  /** Escape, the backdrop, 关闭, or the feedback was sent (or failed). */
  readonly onClose: () => void;
  /** The video the feedback is about (from the player); none from the Mine screen. */
  readonly videoId?: number | null;
}

/**
 * The feedback dialog (意见反馈): a problem type, a detail of 8–180 characters, one request at a
 * time. It closes once the request settles, telling the server's reply or the network error.
 */
export function FeedbackDialog({ open, onClose, videoId = null }: FeedbackDialogProps) {
  return (
    <Dialog open={open} title={format('feedback.title')} onClose={onClose}>
      {/* Mounted only while open: every opening starts with an empty form. */}
      <FeedbackForm videoId={videoId} onSettled={onClose} />
    </Dialog>
  );
}

function FeedbackForm({ videoId, onSettled }: { videoId: number | null; onSettled: () => void }) {
  const { storage, snackbar } = useServices();
  const [sendFeedback] = useSendFeedbackMutation();
  const [type, setType] = useState<FeedbackType>(DEFAULT_FEEDBACK_TYPE);
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<FeedbackError | null>(null);
  const ids = useId();
  const detailId = `${ids}-detail`;
  const countId = `${ids}-count`;
  const problemId = `${ids}-problem`;
  const count = countCharacters(content.trim());

  // Under the tap rule: a second 提交 within 1000 ms, or while sending, does nothing (the
  // disabled button may not have re-rendered yet when it lands).
  const [submit, sending] = useTapGuard(async () => {
    const invalid = validateFeedback(content);
    setProblem(invalid);
    if (invalid) {
      snackbar.show(format(invalid));
      return;
    }
    const request = feedbackRequest({
      type,
      videoId,
      content,
      uuid: storage.get(storageKeys.uuid),
    });
    const reply = await sendFeedback(request)
      .unwrap()
      .then(
        (message) => message || format('feedback.sent'),
        (error: unknown) => (isApiError(error) ? error.message : format('network.error')),
      );
    snackbar.show(reply);
    onSettled();
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className={styles.types} role="radiogroup">
        <legend className={styles.label}>问题类型</legend>
        {FEEDBACK_TYPES.map((option) => (
          <label key={option} className={styles.type}>
            <input
              className={styles.radio}
              type="radio"
              name={`${ids}-type`}
              value={option}
              checked={type === option}
              onChange={() => setType(option)}
            />
            {format(feedbackTypeLabelKey(option))}
          </label>
        ))}
      </fieldset>
      <label className={styles.label} htmlFor={detailId}>
        详细描述
      </label>
      <textarea
        id={detailId}
        className={styles.detail}
        rows={5}
        placeholder={format('feedback.placeholder')}
        value={content}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${countId} ${problemId}` : countId}
        onChange={(event) => {
          setContent(event.target.value);
          setProblem(null);
        }}
      />
      <div className={styles.meta}>
        <p id={problemId} className={styles.problem} role="alert">
          {problem && format(problem)}
        </p>
        <span id={countId} className={count > FEEDBACK_MAX_LENGTH ? styles.over : styles.count}>
          {count}/{FEEDBACK_MAX_LENGTH}
        </span>
      </div>
      <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
        {format('feedback.submit')}
      </button>
    </form>
  );
}
