import { type JunkJson, toJson } from './junk-values';

const EDGE_DATES = [
  '0000-01-01',
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-19T00:00:00Z',
  '2026-02-30',
  '2026-11-22T25:61:00Z',
  '2026-11-22T10:00:00+99:99',
  '2026-11-22T10:00:00.123456789Z',
  '2026-11-22',
  '2026-11-22T10:00:00',
];

const EDGE_NUMBERS: JunkJson[] = [
  -1,
  0,
  0.5,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
  { raw: '1e999' },
  { raw: '-0' },
  '1',
  null,
];

const LENGTHS = [0, 256, 1025, 3000, 10_000, 100_000];

function longer(text: string, length: number) {
  const unit = text || 'x';
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

function stringVariants(text: string): JunkJson[] {
  return [
    ...LENGTHS.map((length) => longer(text, length)),
    longer('€😀', 3000),
    `${text}\u0000`,
    `${text}\uD800`,
    `\uDFFF${text}`,
    `  ${text}  `,
    text.toUpperCase(),
    ...(/^\d{4}-\d{2}-\d{2}/.test(text) ? EDGE_DATES : []),
  ];
}

/** About the body limit (1 MB): a longer list only costs memory to build. */
const MAX_LIST_TEXT = 1_200_000;

function listVariants(list: JunkJson[]): JunkJson[] {
  const items = list.length > 0 ? list : ['x'];
  const itemText = Math.max(...items.map((item) => toJson(item).length), 1);
  return [0, 1, 100, 5000, 20_000]
    .map((size) => Math.min(size, Math.floor(MAX_LIST_TEXT / itemText)))
    .map((size) => ({ list: Array.from({ length: size }, (_, index) => items[index % items.length]!) }));
}

export function edgeVariants(value: JunkJson): JunkJson[] {
  if (typeof value === 'string') return stringVariants(value);
  if (typeof value === 'number') return EDGE_NUMBERS;
  if (typeof value === 'boolean') return [!value, String(value)];
  if (value && typeof value === 'object' && 'list' in value) return listVariants(value.list);
  return [];
}

/** The other fields keep their valid values, so the edge meets its own check or, if missing, the database. */
export function stretch(value: JunkJson, choice: number): JunkJson {
  if (value && typeof value === 'object' && 'entries' in value && value.entries.length > 0) {
    const entries = [...value.entries];
    const at = choice % entries.length;
    entries[at] = [entries[at]![0], stretch(entries[at]![1], Math.floor(choice / entries.length))];
    return { entries };
  }
  // Half the time one item of a list is stretched instead of the list itself.
  if (value && typeof value === 'object' && 'list' in value && value.list.length > 0 && choice % 2 === 0) {
    const list = [...value.list];
    const at = (choice >> 1) % list.length;
    list[at] = stretch(list[at]!, choice >> 2);
    return { list };
  }
  const variants = edgeVariants(value);
  return variants.length > 0 ? variants[(choice >> 1) % variants.length]! : value;
}

export function* edgeBodies(valid: JunkJson): Generator<JunkJson> {
  for (const variant of edgeVariants(valid)) yield variant;
  if (valid && typeof valid === 'object' && 'entries' in valid) {
    for (const [index, [key, item]] of valid.entries.entries()) {
      for (const edge of edgeBodies(item)) {
        const entries = [...valid.entries];
        entries[index] = [key, edge];
        yield { entries };
      }
    }
  }
  if (valid && typeof valid === 'object' && 'list' in valid) {
    for (const [index, item] of valid.list.entries()) {
      for (const edge of edgeBodies(item)) {
        const list = [...valid.list];
        list[index] = edge;
        yield { list };
      }
    }
  }
}
