import type { StudentWorkshop } from '@mentorbridge/shared';
import { CalendarClock, CircleCheck, Clock, IndianRupee, MonitorPlay, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { durationLabel, formatDateTime, priceLabel, slotsLabel, weekdayAndTime } from '../format';
import { WaitlistControls, type WaitlistControlsProps } from './waitlist-controls';

interface WorkshopCardProps extends Partial<Omit<WaitlistControlsProps, 'workshop'>> {
  workshop: StudentWorkshop;
  isBooking: boolean;
  onBook: (workshop: StudentWorkshop) => void;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <span className="mt-0.5 text-slate-500">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs text-slate-600">{label}</dt>
        <dd className="text-sm font-medium text-slate-900">{children}</dd>
      </div>
    </div>
  );
}

function BookButton({ workshop, isBooking, onBook, entry, pendingAction, onWaitlist }: WorkshopCardProps) {
  if (workshop.myBookingStatus === 'Pending' || workshop.myBookingStatus === 'Confirmed') {
    return (
      <p className="inline-flex h-10 items-center gap-2 rounded-md bg-green-50 px-4 text-sm font-semibold text-green-800">
        <CircleCheck className="size-4" aria-hidden="true" />
        {workshop.myBookingStatus === 'Pending' ? 'Booked — Pending' : 'Booked — Confirmed'}
      </p>
    );
  }
  const isFull = workshop.availableSlots <= 0;
  // A seat offered to the student is held even if the list has not caught up with a freed seat.
  if (onWaitlist && (isFull || entry)) {
    return (
      <WaitlistControls
        workshop={workshop}
        entry={entry}
        pendingAction={pendingAction ?? null}
        onWaitlist={onWaitlist}
      />
    );
  }
  return (
    <Button
      onClick={() => onBook(workshop)}
      isLoading={isBooking}
      disabled={isFull}
      className="w-full sm:w-auto"
      aria-label={isFull || isBooking ? undefined : `Book ${workshop.title}`}
    >
      {isBooking ? 'Booking…' : isFull ? 'Fully Booked' : 'Book'}
    </Button>
  );
}

export function WorkshopCard(props: WorkshopCardProps) {
  const { workshop } = props;
  const { mentor } = workshop;
  const when = weekdayAndTime(workshop.scheduledDate, {
    days: workshop.availableDays,
    time: workshop.availableTime,
  });
  const role = [mentor.position, mentor.company].filter(Boolean).join(' at ');

  return (
    <article
      aria-labelledby={`workshop-${workshop._id}-title`}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <UserAvatar name={mentor.name} src={mentor.profilePhoto} className="size-12 text-base" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{mentor.name}</p>
          {role ? <p className="line-clamp-2 text-sm text-slate-600">{role}</p> : null}
        </div>
      </div>

      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Mentorship types">
        {workshop.mentorshipType.map((type) => (
          <li
            key={type}
            className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800"
          >
            {type}
          </li>
        ))}
      </ul>
      <h3 id={`workshop-${workshop._id}-title`} className="mt-2 text-lg font-semibold text-slate-900">
        {workshop.title}
      </h3>
      <p className="mt-1 line-clamp-3 text-sm text-slate-700">{workshop.description}</p>

      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Fact icon={<MonitorPlay className="size-4" aria-hidden="true" />} label="Mode">
          {workshop.sessionMode.join(', ') || 'To be announced'}
        </Fact>
        <Fact icon={<Clock className="size-4" aria-hidden="true" />} label="Duration">
          {durationLabel(workshop.duration)}
        </Fact>
        <Fact icon={<Users className="size-4" aria-hidden="true" />} label="Slots">
          {slotsLabel(workshop.availableSlots)}
        </Fact>
        <Fact icon={<IndianRupee className="size-4" aria-hidden="true" />} label="Price">
          {priceLabel(workshop.isPaidSession, workshop.sessionCharge)}
        </Fact>
        <div className="col-span-2">
          <Fact icon={<CalendarClock className="size-4" aria-hidden="true" />} label="Available">
            {when.days} · {when.time}
            <span className="block font-normal text-slate-600">{formatDateTime(workshop.scheduledDate)}</span>
          </Fact>
        </div>
      </dl>

      {workshop.topics.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Topics">
          {workshop.topics.map((topic) => (
            <li key={topic} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {topic}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-auto pt-5">
        <BookButton {...props} />
      </div>
    </article>
  );
}
