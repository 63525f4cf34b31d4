/**
 * Turns a game's zod 4 options schema into the controls of the new-game panel:
 * booleans → switches, enums and literal unions → selects, numbers → number inputs.
 * Labels and help come from the game's optionSpecs; options of other kinds are kept at their preset value.
 */
import type { Lang, OptionSpec } from '../../framework/game';

export type OptionField =
  | { kind: 'boolean'; key: string; label: string; help: string }
  | { kind: 'select'; key: string; label: string; help: string; choices: { value: string | number; label: string }[] }
  | { kind: 'number'; key: string; label: string; help: string; min?: number; max?: number; step: number };

/** The part of zod 4's public `def` we read. */
interface ZodLike {
  def: {
    type: string;
    innerType?: ZodLike;
    shape?: Record<string, ZodLike>;
    entries?: Record<string, string | number>;
    values?: unknown[];
    options?: ZodLike[];
    in?: ZodLike;
  };
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
}

const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: ZodLike): ZodLike {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    if (WRAPPERS.has(s.def.type) && s.def.innerType) s = s.def.innerType;
    else if (s.def.type === 'pipe' && s.def.in) s = s.def.in;
    else break;
  }
  return s;
}

/** The values of an enum, a literal, or a union of literals; null for anything else. */
function enumValues(schema: ZodLike): (string | number)[] | null {
  const s = unwrap(schema);
  if (s.def.type === 'enum' && s.def.entries) return Object.values(s.def.entries);
  if (s.def.type === 'literal' && s.def.values) {
    const vs = s.def.values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
    return vs.length === s.def.values.length ? vs : null;
  }
  if (s.def.type === 'union' && s.def.options) {
    const all: (string | number)[] = [];
    for (const option of s.def.options) {
      const vs = enumValues(option);
      if (!vs) return null;
      all.push(...vs);
    }
    return all;
  }
  return null;
}

const humanize = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The controls for every option of `schema` a person can set, in the schema's key order. */
export function optionFields(schema: unknown, specs: readonly OptionSpec[], lang: Lang): OptionField[] {
  const root = unwrap(schema as ZodLike);
  if (root.def.type !== 'object' || !root.def.shape) return [];
  const fields: OptionField[] = [];
  for (const [key, child] of Object.entries(root.def.shape)) {
    const spec = specs.find((s) => s.key === key);
    const label = spec?.label[lang] ?? humanize(key);
    const help = spec?.help[lang] ?? '';
    const inner = unwrap(child);
    if (inner.def.type === 'boolean') {
      fields.push({ kind: 'boolean', key, label, help });
      continue;
    }
    if (inner.def.type === 'number') {
      const min = Number.isFinite(inner.minValue) ? (inner.minValue as number) : undefined;
      const max = Number.isFinite(inner.maxValue) ? (inner.maxValue as number) : undefined;
      fields.push({ kind: 'number', key, label, help, min, max, step: inner.isInt ? 1 : 0.5 });
      continue;
    }
    const values = enumValues(child);
    if (values && values.length > 1) {
      const choices = values.map((value) => ({ value, label: spec?.choices?.[String(value)]?.[lang] ?? humanize(String(value)) }));
      fields.push({ kind: 'select', key, label, help, choices });
    }
  }
  return fields;
}
