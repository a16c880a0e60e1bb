import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SoftBreaks } from './soft-breaks';

describe('SoftBreaks', () => {
  it('offers breaks after @ and before dots, keeping the text whole', () => {
    const { container } = render(
      <p>
        <SoftBreaks text="asha.verma@mail.example.edu" />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph).toHaveTextContent('asha.verma@mail.example.edu');
    expect(paragraph.innerHTML).toBe('asha<wbr>.verma@<wbr>mail<wbr>.example<wbr>.edu');
  });

  it('breaks a link after slashes and before its query', () => {
    const { container } = render(
      <p>
        <SoftBreaks text="https://meet.example.com/a-b?x=1" />
      </p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe(
      'https:/<wbr>/<wbr>meet<wbr>.example<wbr>.com/<wbr>a<wbr>-b<wbr>?x<wbr>=1',
    );
  });
});
