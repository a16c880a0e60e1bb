import { formatInstantTime, type Slot } from '@mentorbridge/shared';
import { useId, useState } from 'react';
import { groupSlotsByDay, otherZoneTime } from '../session-times';

interface SlotPickerProps {
  slots: readonly Slot[];
  /** The mentor's IANA zone. */
  timeZone: string;
  mentorName: string;
  selected: string | null;
  onSelect: (start: string) => void;
}

/**
 * Four weeks hold hundreds of slots: the days are buttons and one day's slots show at a time, as radios (the
 * arrow keys move within the day).
 */
export function SlotPicker({ slots, timeZone, mentorName, selected, onSelect }: SlotPickerProps) {
  const name = useId();
  const days = groupSlotsByDay(slots);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const selectedDay = selected
    ? days.find((day) => day.slots.some((slot) => slot.start === selected))
    : undefined;
  const day = days.find((item) => item.key === chosenDay) ?? selectedDay ?? days[0];
  if (!day) return null;
  return (
    <div className="space-y-4">
      <fieldset className="flex min-w-0 gap-2 overflow-x-auto pb-1">
        <legend className="sr-only">Days with free times</legend>
        {days.map((item) => (
          <button
            key={item.key}
            type="button"
            aria-pressed={item.key === day.key}
            onClick={() => setChosenDay(item.key)}
            className={`shrink-0 rounded-lg border px-3 py-2 text-left text-sm ${
              item.key === day.key
                ? 'border-indigo-600 bg-indigo-50 text-indigo-900'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            <span className="block font-medium">{item.label}</span>{' '}
            <span className="block text-xs text-slate-500">
              {item.slots.length} {item.slots.length === 1 ? 'time' : 'times'}
            </span>
          </button>
        ))}
      </fieldset>
      {[day].map((shown) => (
        <fieldset key={shown.key} className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{shown.label}</legend>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {shown.slots.map((slot) => {
              const theirs = otherZoneTime(slot.start, timeZone);
              const isChosen = selected === slot.start;
              return (
                <li key={slot.start}>
                  <label
                    className={`flex cursor-pointer items-start gap-2 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${
                      isChosen
                        ? 'border-indigo-600 bg-indigo-50'
                        : 'border-slate-300 bg-white hover:bg-slate-50'
                    }`}
                  >
                    <input
                      type="radio"
                      name={name}
                      value={slot.start}
                      checked={isChosen}
                      onChange={() => onSelect(slot.start)}
                      aria-label={`${formatInstantTime(slot.start)}${theirs ? `, ${theirs} for ${mentorName}` : ''}`}
                      className="mt-0.5 accent-indigo-600"
                    />
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">
                        {formatInstantTime(slot.start)}
                      </span>{' '}
                      {theirs ? (
                        <span className="block text-slate-600">
                          {theirs} for {mentorName}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
