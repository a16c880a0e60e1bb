import { DIFFICULTIES, EXPERIENCE_LIMITS, OUTCOMES, QUESTION_TYPES } from '@mentorbridge/shared';
import { FilterBar } from '@/components/ui/filter-bar';
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
    <FilterBar
      label="Search and filter experiences"
      search={[
        {
          isLabelVisible: true,
          clearLabel: 'Clear company search',
          label: 'Search by company',
          placeholder: 'e.g. Google',
          maxLength: EXPERIENCE_LIMITS.companyMax,
          value: params.company,
          onSearch: (value) => onChange('company', value),
        },
        {
          isLabelVisible: true,
          clearLabel: 'Clear question search',
          label: 'Search questions, roles, companies',
          placeholder: 'e.g. linked list, system design',
          maxLength: EXPERIENCE_LIMITS.searchMax,
          value: params.q,
          onSearch: (value) => onChange('q', value),
        },
      ]}
      selects={[
        {
          label: 'Outcome',
          placeholder: 'Any outcome',
          options: OUTCOME_OPTIONS,
          value: params.outcome,
          onChange: (value) => onChange('outcome', value),
        },
        {
          label: 'Difficulty',
          placeholder: 'Any difficulty',
          options: DIFFICULTIES,
          value: params.difficulty,
          onChange: (value) => onChange('difficulty', value),
        },
        {
          label: 'Round type',
          placeholder: 'Any round',
          options: QUESTION_TYPES,
          value: params.round,
          onChange: (value) => onChange('round', value),
        },
      ]}
      isFiltered={hasActiveFilters(params)}
      onClear={onClear}
    />
  );
}
