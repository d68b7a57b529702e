import { Alert, Anchor, Button, Container, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { feedbackLimits } from '../../../../contract/thank-you.ts';
import { messageForError } from '../../../api/error-message.ts';
import { feedbackInvitationQuery, useGiveFeedback } from './feedback.api.ts';

/** `/feedback?t=…`: the thank-you mail's link. A rating of 1–5 and a comment, once. */
export function FeedbackLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const invitation = useQuery({ ...feedbackInvitationQuery(token), enabled: token !== '' });
  const give = useGiveFeedback(token);
  const [rating, setRating] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const data = invitation.data;
  const ratings = Array.from({ length: feedbackLimits.maxRating }, (_, i) => String(i + 1));
  return (
    <Container size="sm" py="xl">
      <title>{t('feedback.form.documentTitle')}</title>
      <Stack>
        <Title order={1} size="h2">
          {data ? t('feedback.form.heading', { title: data.eventTitle }) : t('feedback.form.documentTitle').split(' · ')[0]}
        </Title>
        {!data && (
          <Text c="dimmed">{invitation.isError || !token ? t('errors.feedbackLinkInvalid') : t('feedback.form.loading')}</Text>
        )}
        {data?.photoLink && (
          <Anchor href={data.photoLink} target="_blank" rel="noopener noreferrer">
            {t('feedback.form.photos')}
          </Anchor>
        )}
        {data?.given && (
          <Alert color="green" data-testid="feedback-given">
            {t('feedback.form.given', { count: data.given.rating })}
          </Alert>
        )}
        {data && !data.given && (
          <Stack
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              if (rating) give.mutate({ rating: Number(rating), comment: comment.trim() || undefined });
            }}
          >
            <Radio.Group label={t('feedback.form.rating')} value={rating} onChange={setRating} required>
              <Group mt="xs">
                {ratings.map((value) => (
                  <Radio key={value} value={value} label={value} aria-label={t('feedback.stars', { count: Number(value) })} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              label={t('feedback.form.comment')}
              value={comment}
              maxLength={feedbackLimits.comment}
              autosize
              minRows={3}
              onChange={(e) => setComment(e.currentTarget.value)}
            />
            {give.error && <Text c="red">{messageForError(give.error, (key, options) => t(key, { ...options }))}</Text>}
            <Group>
              <Button type="submit" disabled={!rating} loading={give.isPending}>
                {t('feedback.form.submit')}
              </Button>
            </Group>
          </Stack>
        )}
        {data && (
          <Anchor component={Link} to={`/events/${data.eventHandle}`}>
            {t('feedback.form.toEvent')}
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
