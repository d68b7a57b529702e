import { describe, expect, it } from 'vitest';
import { historyRefetchInterval } from './history-polling.ts';

const item = (status: string, sendAt: Date, sent = 0, recipients = 0) => ({
  status,
  sendAt: sendAt.toISOString(),
  sent,
  failed: 0,
  recipients,
});
const interval = (...items: ReturnType<typeof item>[]) => historyRefetchInterval({ state: { data: items } });
const past = new Date(Date.now() - 1_000);
const later = new Date(Date.now() + 3_600_000);

describe('the history follows an announcement until its mails have gone', () => {
  it('polls while one is due or on its way, and not otherwise', () => {
    expect(interval(item('SCHEDULED', past))).toBe(3_000);
    expect(interval(item('SENDING', past))).toBe(3_000);
    expect(interval(item('SENT', past, 1, 2))).toBe(3_000);
    expect(interval(item('SCHEDULED', later), item('SENT', past, 2, 2), item('CANCELLED', past))).toBe(false);
    expect(historyRefetchInterval({ state: {} })).toBe(false);
  });
});
