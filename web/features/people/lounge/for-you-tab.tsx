import { Button, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { CardPrompt } from './card/card-prompt.tsx';
import { forYouQuery } from './lounge.api.ts';
import { useLoungeActions } from './lounge-context.tsx';
import classes from './lounge.module.css';
import { PersonTile } from './people/person-tile.tsx';
import { reasonWords } from '../../../components/people/reason-words.ts';

/** For You: the best matches first, each saying why. Needs my card to compare with. */
export function ForYouTab() {
  const { t } = useTranslation();
  const { lounge } = useLoungeActions();
  const recommendations = useInfiniteQuery({ ...forYouQuery(lounge.eventId), enabled: lounge.hasCard });
  if (!lounge.hasCard) return <CardPrompt reason="forYou" />;
  const items = recommendations.data?.pages.flatMap((page) => page.items) ?? [];
  const locale = currentLocale();
  const words = (key: string, options?: Record<string, unknown>) => t(key, { ...options });
  return (
    <div className={classes.tabBody}>
      {recommendations.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="for-you-empty">
          {t('lounge.empty.forYou')}
        </Text>
      ) : (
        <div className={classes.grid} data-testid="people-for-you">
          {items.map(({ card, reasons }) => (
            <PersonTile
              key={card.userId}
              card={card}
              place="lounge_for_you"
              extra={
                <ul className={classes.reasons} aria-label={t('people.reasons.label', { name: card.name })}>
                  {reasons.map((reason) => (
                    <li key={reason.kind}>
                      <IconSparkles size={14} aria-hidden />
                      <span>{reasonWords(reason, words, locale)}</span>
                    </li>
                  ))}
                </ul>
              }
            />
          ))}
        </div>
      )}
      {recommendations.hasNextPage && (
        <Button
          variant="default"
          radius="xl"
          className={classes.loadMore}
          loading={recommendations.isFetchingNextPage}
          onClick={() => void recommendations.fetchNextPage()}
        >
          {t('lounge.loadMore')}
        </Button>
      )}
    </div>
  );
}
