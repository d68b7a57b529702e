import { useState } from 'react';
import { GuestCodeStep } from './guest-code-step.tsx';
import type { SentGuestCode } from './guest-code-step.tsx';
import { GuestEmailStep } from './guest-email-step.tsx';
import { saveGuestProof } from './guest-proof.ts';
import type { GuestProof } from './guest-proof.ts';
import type { GuestVerified } from './registration.api.ts';

/** A non-member proves their email with a code; the proof is kept for this tab. */
export function GuestVerification({
  eventId,
  onProven,
}: {
  eventId: string;
  onProven: (proof: GuestProof, verified: GuestVerified) => void;
}) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState<SentGuestCode | null>(null);
  if (!code) {
    return (
      <GuestEmailStep
        eventId={eventId}
        initialEmail={email}
        onSent={(address, sent) => setCode({ email: address, sent, receivedAt: Date.now() })}
      />
    );
  }
  return (
    <GuestCodeStep
      eventId={eventId}
      code={code}
      onResent={setCode}
      onChangeEmail={() => {
        setEmail(code.email);
        setCode(null);
      }}
      onVerified={(verified) => {
        const proof = { token: verified.guestToken, email: verified.email, expiresAt: verified.expiresAt };
        saveGuestProof(eventId, proof);
        onProven(proof, verified);
      }}
    />
  );
}
