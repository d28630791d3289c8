import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { chooseCalendar, resetCalendarChoiceForTests } from '@/lib/i18n/display-preferences';
import { CalendarDateInput, type CalendarDateInputProps } from '@/lib/ui/calendar-date-input';

function renderInput(props: Partial<CalendarDateInputProps> = {}) {
  const onChange = vi.fn();
  const view = render(
    <MantineProvider env="test">
      <CalendarDateInput label="Exam day" value="" onChange={onChange} {...props} />
    </MantineProvider>,
  );
  return { onChange, ...view };
}

/** A field whose value the test reads back, as a screen's state holds it. */
function Controlled({ initial = '' }: { initial?: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <CalendarDateInput label="Exam day" value={day} onChange={setDay} />
      <output data-testid="value">{day}</output>
      <button type="button" onClick={() => setDay('2026-03-21')}>
        Load
      </button>
    </>
  );
}

async function switchToDariSolarHijri() {
  await act(async () => {
    await i18n.changeLanguage('fa');
    chooseCalendar('solarHijri');
  });
}

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
    resetCalendarChoiceForTests();
  });
});

describe('CalendarDateInput', () => {
  it('is the native date input in the Gregorian calendar, reporting the ISO day', () => {
    const { onChange } = renderInput({ min: '2026-01-01' });
    const input = screen.getByLabelText('Exam day');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-01-01');
    fireEvent.change(input, { target: { value: '2026-03-01' } });
    expect(onChange).toHaveBeenCalledWith('2026-03-01');
  });

  describe('in Dari with the Solar Hijri calendar', () => {
    it('reports the ISO day of a day typed in Dari digits', async () => {
      await switchToDariSolarHijri();
      const user = userEvent.setup();
      const { onChange } = renderInput();
      const input = screen.getByLabelText('Exam day');
      expect(input).not.toHaveAttribute('type', 'date');
      expect(input).toHaveAttribute('placeholder', 'سال/ماه/روز');
      await user.type(input, '۱۴۰۵/۰۹/۰۱');
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('2026-11-22');
    });

    it('accepts ASCII digits and other separators, and tidies the text on leaving the field', async () => {
      await switchToDariSolarHijri();
      const user = userEvent.setup();
      render(
        <MantineProvider env="test">
          <Controlled />
        </MantineProvider>,
      );
      const input = screen.getByLabelText('Exam day');
      await user.type(input, '1405-9-1');
      expect(screen.getByTestId('value')).toHaveTextContent('2026-11-22');
      expect(input).toHaveValue('1405-9-1'); // the caret is not moved while typing
      await user.tab();
      expect(input).toHaveValue('۱۴۰۵/۰۹/۰۱');
      expect(screen.getByText('میلادی: ۲۲ نومبر ۲۰۲۶')).toBeInTheDocument();
    });

    it('shows an error on leaving an impossible day and never reports it', async () => {
      await switchToDariSolarHijri();
      const user = userEvent.setup();
      const { onChange } = renderInput();
      const input = screen.getByLabelText('Exam day');
      await user.click(input);
      await user.paste('1405/12/31'); // Hoot 1405 has 29 days
      expect(screen.queryByText(i18n.t('preferences.dateInput.invalid'))).not.toBeInTheDocument();
      await user.tab();
      expect(screen.getByText(i18n.t('preferences.dateInput.invalid'))).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });

    it('reports an empty day when a day is cleared or no longer whole', async () => {
      await switchToDariSolarHijri();
      const user = userEvent.setup();
      render(
        <MantineProvider env="test">
          <Controlled initial="2026-11-22" />
        </MantineProvider>,
      );
      const input = screen.getByLabelText('Exam day');
      await user.type(input, '{Backspace}');
      expect(screen.getByTestId('value')).toBeEmptyDOMElement();
      expect(input).toHaveValue('۱۴۰۵/۰۹/۰'); // what is being typed stays
      await user.clear(input);
      expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    });

    it('keeps the numeric day left to right in a right-to-left page, at the reading start', async () => {
      await switchToDariSolarHijri();
      render(
        <MantineProvider env="test">
          <DirectionProvider initialDirection="rtl" detectDirection={false}>
            <CalendarDateInput label="Exam day" value="2026-11-22" onChange={() => {}} />
          </DirectionProvider>
        </MantineProvider>,
      );
      expect(screen.getByLabelText('Exam day')).toHaveStyle({ direction: 'ltr', textAlign: 'end' });
    });

    it('lets a form-level error win over its own', async () => {
      await switchToDariSolarHijri();
      const user = userEvent.setup();
      renderInput({ error: 'Choose a later day' });
      await user.type(screen.getByLabelText('Exam day'), '1405/13/01');
      await user.tab();
      expect(screen.getByText('Choose a later day')).toBeInTheDocument();
      expect(screen.queryByText(i18n.t('preferences.dateInput.invalid'))).not.toBeInTheDocument();
    });

    it('shows an ISO value as a Solar Hijri day and follows a value set from outside', async () => {
      await switchToDariSolarHijri();
      const user = userEvent.setup();
      render(
        <MantineProvider env="test">
          <Controlled initial="2026-11-22" />
        </MantineProvider>,
      );
      const input = screen.getByLabelText('Exam day');
      expect(input).toHaveValue('۱۴۰۵/۰۹/۰۱');
      await user.click(screen.getByRole('button', { name: 'Load' }));
      expect(input).toHaveValue('۱۴۰۵/۰۱/۰۱');
    });

    it('picks a day from the month grid, which opens on the chosen month and turns page', async () => {
      await switchToDariSolarHijri();
      const user = userEvent.setup();
      const { onChange } = renderInput({ value: '2026-11-22' });
      await user.click(screen.getByRole('button', { name: i18n.t('preferences.dateInput.openCalendar') }));
      const grid = screen.getByRole('dialog');
      expect(within(grid).getByText('۱۴۰۵ قوس')).toBeInTheDocument();
      // Saturday heads the week; 1 Qaws 1405 is a Sunday, the second column.
      const headers = within(grid).getAllByRole('columnheader');
      expect(headers[0]).toHaveTextContent('شنبه');
      expect(within(grid).getByRole('button', { pressed: true })).toHaveTextContent('۱');
      await user.click(within(grid).getByRole('button', { name: '۱۵ قوس ۱۴۰۵' }));
      expect(onChange).toHaveBeenCalledWith('2026-12-06');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Exam day')).toHaveValue('۱۴۰۵/۰۹/۱۵');

      await user.click(screen.getByRole('button', { name: i18n.t('preferences.dateInput.openCalendar') }));
      await user.click(screen.getByRole('button', { name: i18n.t('preferences.dateInput.nextMonth') }));
      expect(within(screen.getByRole('dialog')).getByText('۱۴۰۵ جدی')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('does not offer days outside min and max', async () => {
      await switchToDariSolarHijri();
      const user = userEvent.setup();
      renderInput({ value: '2026-11-22', min: '2026-11-22', max: '2026-11-30' });
      await user.click(screen.getByRole('button', { name: i18n.t('preferences.dateInput.openCalendar') }));
      const grid = screen.getByRole('dialog');
      expect(within(grid).getByRole('button', { name: '۹ قوس ۱۴۰۵' })).toBeEnabled();
      expect(within(grid).getByRole('button', { name: '۱۰ قوس ۱۴۰۵' })).toBeDisabled();
    });

    it('works with form.getInputProps', async () => {
      await switchToDariSolarHijri();
      const user = userEvent.setup();
      function ExamForm() {
        const form = useForm({ initialValues: { examDate: '' } });
        return (
          <>
            <CalendarDateInput label="Exam day" {...form.getInputProps('examDate')} />
            <output data-testid="value">{form.values.examDate}</output>
          </>
        );
      }
      render(
        <MantineProvider env="test">
          <ExamForm />
        </MantineProvider>,
      );
      await user.type(screen.getByLabelText('Exam day'), '۱۴۰۵/۰۱/۰۱');
      expect(screen.getByTestId('value')).toHaveTextContent('2026-03-21');
    });
  });
});
