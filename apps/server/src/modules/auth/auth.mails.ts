import type { NewMail } from '../../platform/mail/outbox.repository';
import { renderMail } from '../../platform/mail/render';

interface Recipient {
  name: string;
  email: string;
}

export function verificationCodeMail(to: Recipient, code: string, isResend: boolean): NewMail {
  return {
    to: to.email,
    subject: isResend ? 'Your new MentorBridge verification code' : 'Verify your MentorBridge account',
    ...renderMail({
      heading: isResend ? 'Here is your new verification code' : `Welcome to MentorBridge, ${to.name}`,
      lines: [
        isResend
          ? 'You asked for a new code. Any earlier code no longer works.'
          : 'Enter this code on the verification page to activate your account.',
        { label: 'Verification code', value: code },
        'The code expires in 24 hours. If you did not create an account, you can ignore this mail.',
      ],
    }),
  };
}

export function resetOtpMail(to: Recipient, otp: string): NewMail {
  return {
    to: to.email,
    subject: 'Your MentorBridge password reset code',
    ...renderMail({
      heading: 'Reset your password',
      lines: [
        `Hi ${to.name}, use this one-time code to choose a new password.`,
        { label: 'OTP', value: otp },
        'The code expires in 15 minutes. If you did not ask for it, your password is unchanged and you can ignore this mail.',
      ],
    }),
  };
}

export function passwordChangedMail(to: Recipient, publicUrl: string): NewMail {
  return {
    to: to.email,
    subject: 'Your MentorBridge password was changed',
    ...renderMail({
      heading: 'Your password was changed',
      lines: [
        `Hi ${to.name}, the password of your MentorBridge account was just reset, and every device was signed out.`,
        'If this was not you, reset your password again at once and contact us.',
      ],
      action: { label: 'Sign in', url: `${publicUrl}/login` },
    }),
  };
}

export function welcomeMail(to: Recipient, publicUrl: string): NewMail {
  return {
    to: to.email,
    subject: 'Welcome to MentorBridge',
    ...renderMail({
      heading: `Welcome aboard, ${to.name}!`,
      lines: [
        'Your account is ready. Complete your profile so mentors and students can find you.',
        'Students: browse alumni, request mentorship and book workshops. Alumni: share your experience and earn points and badges.',
      ],
      action: { label: 'Open MentorBridge', url: `${publicUrl}/login` },
    }),
  };
}
