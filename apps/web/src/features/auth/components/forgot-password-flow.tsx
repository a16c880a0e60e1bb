import { useState } from 'react';
import { ForgotEmailStep } from './forgot-email-step';
import { ResetPasswordStep } from './reset-password-step';
import { StepIndicator } from './step-indicator';

const STEPS = ['Enter email', 'Reset password'] as const;

type FlowState = { step: 1; email: string } | { step: 2; email: string; notice: string };

export function ForgotPasswordFlow({ initialEmail = '' }: { initialEmail?: string }) {
  const [state, setState] = useState<FlowState>({ step: 1, email: initialEmail });

  return (
    <div className="flex flex-col gap-5">
      <StepIndicator steps={STEPS} current={state.step} />
      {state.step === 1 ? (
        <ForgotEmailStep
          defaultEmail={state.email}
          onSent={(email, notice) => setState({ step: 2, email, notice })}
        />
      ) : (
        <ResetPasswordStep
          email={state.email}
          notice={state.notice}
          onChangeEmail={() => setState({ step: 1, email: state.email })}
        />
      )}
    </div>
  );
}
