import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContactInfoPanel } from './contact-info-panel';

describe('ContactInfoPanel', () => {
  it('gives one reply time, in hours, wherever it mentions one', () => {
    const { container } = render(
      <MemoryRouter>
        <ContactInfoPanel />
      </MemoryRouter>,
    );
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/business days/i);
    expect(text.match(/24-48 \w+/g)).toEqual(['24-48 hours', '24-48 hours']);
    expect(screen.getByText('We usually reply within 24-48 hours.')).toBeInTheDocument();
  });
});
