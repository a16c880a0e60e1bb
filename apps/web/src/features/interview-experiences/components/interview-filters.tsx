import { DIFFICULTIES, EXPERIENCE_LIMITS, OUTCOMES, QUESTION_TYPES } from '@mentorbridge/shared';
import { FilterX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { SearchBox } from '@/components/ui/search-box';
import { OUTCOME_LABELS } from '../experience-format';
import { type FilterKey, hasActiveFilters, type InterviewListParams } from '../interview-list-params';

const OUTCOME_OPTIONS = OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }));

interface InterviewFiltersProps {
  params: InterviewListParams;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

export function InterviewFilters({ params, onChange, onClear }: InterviewFiltersProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to every browser and test DOM yet.
    <div
      role="search"
      aria-label="Search and filter experiences"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <SearchBox
          isLabelVisible
          isLandmark={false}
          clearLabel="Clear company search"
          label="Search by company"
          placeholder="e.g. Google"
          maxLength={EXPERIENCE_LIMITS.companyMax}
          value={params.company}
          onSearch={(value) => onChange('company', value)}
        />
        <SearchBox
          isLabelVisible
          isLandmark={false}
          clearLabel="Clear question search"
          label="Search questions, roles, companies"
          placeholder="e.g. linked list, system design"
          maxLength={EXPERIENCE_LIMITS.searchMax}
          value={params.q}
          onSearch={(value) => onChange('q', value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <SelectField
          label="Outcome"
          placeholder="Any outcome"
          options={OUTCOME_OPTIONS}
          value={params.outcome}
          onChange={(event) => onChange('outcome', event.target.value)}
        />
        <SelectField
          label="Difficulty"
          placeholder="Any difficulty"
          options={DIFFICULTIES}
          value={params.difficulty}
          onChange={(event) => onChange('difficulty', event.target.value)}
        />
        <SelectField
          label="Round type"
          placeholder="Any round"
          wrapperClassName="col-span-2 sm:col-span-1"
          options={QUESTION_TYPES}
          value={params.round}
          onChange={(event) => onChange('round', event.target.value)}
        />
      </div>
      {hasActiveFilters(params) ? (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <FilterX className="size-4" aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
