import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './auth.module.css';

/** The frame of the sign-in and sign-up screens: a centred card, a heading and a lead. */
export function AuthCard({
  documentTitle,
  heading,
  lead,
  wide = false,
  children,
}: {
  documentTitle: string;
  heading?: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Container size="lg" className={classes.page}>
      <title>{documentTitle}</title>
      <div className={wide ? `${classes.card} ${classes.wide}` : classes.card}>
        <Stack gap="lg">
          {heading && (
            <Stack gap={6}>
              <Title order={1} className={classes.heading}>
                {heading}
              </Title>
              {lead && <Text c="dimmed">{lead}</Text>}
            </Stack>
          )}
          {children}
        </Stack>
      </div>
    </Container>
  );
}

/** Three bars: email, verification, profile. */
export function SignUpProgress({ current, label }: { current: 1 | 2 | 3; label: string }) {
  return (
    <div>
      <ol className={classes.steps} aria-label={label}>
        {[1, 2, 3].map((step) => (
          <li
            key={step}
            className={classes.step}
            data-done={step <= current || undefined}
            aria-current={step === current ? 'step' : undefined}
          />
        ))}
      </ol>
      <Text size="xs" c="dimmed" mt={6}>
        {label}
      </Text>
    </div>
  );
}
