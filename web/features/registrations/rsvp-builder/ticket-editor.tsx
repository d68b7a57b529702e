import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registrationLimits } from '../../../../contract/registrations.ts';
import { UpdateTicketSchema } from '../../../../contract/registration-views.ts';
import type { Ticket, UpdateTicket } from '../../../../contract/registration-views.ts';
import { isApiError } from '../../../api/api-error.ts';
import { DateTimeField } from '../../../components/ui/date-time-field.tsx';
import { isoToWall, wallToIso } from '../../../components/ui/date-time-value.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { useSaveTicket } from './tickets.api.ts';

type Values = { name: string; quantity: number | null; saleStartsAt: string | null; saleEndsAt: string | null };
type Props = { eventId: string; ticket: Ticket; timezone: string; eventEndsAt: string; onDone: () => void };

// The API's two codes belong to fields: the quantity (G20015) and the sale's end (G20016).
const codeFields: Record<string, { field: keyof Values; key: string }> = {
  G20015: { field: 'quantity', key: 'errors.ticketQuantityBelowIssued' },
  G20016: { field: 'saleEndsAt', key: 'errors.ticketSaleEndAfterEventEnd' },
};

/** A ticket's name, quantity (blank: unlimited) and sale window, on the event's own clock. */
export function TicketEditor({ eventId, ticket, timezone, eventEndsAt, onDone }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({
    name: ticket.name ?? '',
    quantity: ticket.quantity,
    saleStartsAt: ticket.saleStartsAt && isoToWall(ticket.saleStartsAt, timezone),
    saleEndsAt: ticket.saleEndsAt && isoToWall(ticket.saleEndsAt, timezone),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const save = useSaveTicket(eventId);
  const change = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
  };

  const submit = () => {
    const changes: UpdateTicket = {
      name: values.name.trim() || null,
      quantity: values.quantity,
      saleStartsAt: values.saleStartsAt ? wallToIso(values.saleStartsAt, timezone) : null,
      saleEndsAt: values.saleEndsAt ? wallToIso(values.saleEndsAt, timezone) : null,
    };
    const found: Partial<Record<keyof Values, string>> = {};
    const parsed = UpdateTicketSchema.safeParse(changes);
    for (const issue of parsed.success ? [] : parsed.error.issues) found[issue.path[0] as keyof Values] ??= t(issue.message);
    if (values.quantity !== null && values.quantity < ticket.issuedCount)
      found.quantity ??= t('errors.ticketQuantityBelowIssued');
    if (changes.saleEndsAt && Date.parse(changes.saleEndsAt) > Date.parse(eventEndsAt))
      found.saleEndsAt ??= t('errors.ticketSaleEndAfterEventEnd');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: ticket.id, changes },
      {
        onSuccess: () => {
          showToast('success', t('rsvpBuilder.toast.saved'));
          onDone();
        },
        onError: (error) => {
          const coded = isApiError(error) && error.errorCode ? codeFields[error.errorCode] : undefined;
          if (coded) setErrors({ [coded.field]: t(coded.key) });
          else if (isApiError(error) && error.fields) setErrors(error.fields);
          else showToast('error', t('errors.commonError', { code: isApiError(error) ? (error.errorCode ?? error.status) : '' }));
        },
      },
    );
  };

  return (
    <Stack gap="sm" mt="sm">
      <TextInput
        label={t('rsvpBuilder.tickets.name')}
        placeholder={t('rsvpBuilder.tickets.defaultName')}
        maxLength={registrationLimits.ticketName}
        value={values.name}
        error={errors.name}
        onChange={(e) => change({ name: e.currentTarget.value })}
      />
      <NumberInput
        label={t('rsvpBuilder.tickets.quantity')}
        description={t('rsvpBuilder.tickets.quantityHint', { count: ticket.issuedCount })}
        placeholder={t('rsvpBuilder.settings.unlimited')}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        value={values.quantity ?? ''}
        error={errors.quantity}
        onChange={(value) => change({ quantity: value === '' ? null : Number(value) })}
      />
      <DateTimeField
        label={t('rsvpBuilder.tickets.saleStarts')}
        placeholder={t('rsvpBuilder.tickets.saleStartsDefault')}
        value={values.saleStartsAt ?? ''}
        onChange={(value) => change({ saleStartsAt: value || null })}
        timeZone={timezone}
        clearable
        error={errors.saleStartsAt}
      />
      <DateTimeField
        label={t('rsvpBuilder.tickets.saleEnds')}
        description={t('rsvpBuilder.tickets.saleEndsHint')}
        placeholder={t('rsvpBuilder.tickets.saleEndsDefault')}
        value={values.saleEndsAt ?? ''}
        onChange={(value) => change({ saleEndsAt: value || null })}
        timeZone={timezone}
        clearable
        error={errors.saleEndsAt}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" radius="xl" size="sm" onClick={onDone}>
          {t('rsvpBuilder.editor.cancel')}
        </Button>
        <Button radius="xl" size="sm" loading={save.isPending} onClick={submit}>
          {t('rsvpBuilder.tickets.save')}
        </Button>
      </Group>
    </Stack>
  );
}
