import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { SelectField, TextArea, TextField } from './field';

function RegisteredForm({ onSubmit }: { onSubmit: (values: { name: string; year: string }) => void }) {
  const { register, handleSubmit } = useForm<{ name: string; year: string }>();
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TextField label="Name" {...register('name')} />
      <SelectField label="Year" placeholder="Select a year" options={['1', '2']} {...register('year')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('fields', () => {
  it('wires label, hint and error to the control', () => {
    render(<TextField label="Email" hint="Your college email" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Your college email Email is required');
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextArea label="Message" />);
    const textarea = screen.getByLabelText('Message');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAttribute('aria-describedby');
  });

  it('works with react-hook-form register', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<RegisteredForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.selectOptions(screen.getByLabelText('Year'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha', year: '2' }, expect.anything());
  });

  it('disables a loading button', () => {
    render(<Button isLoading>Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
