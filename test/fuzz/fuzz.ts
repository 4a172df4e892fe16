/**
 * The fuzz suite's settings and arbitraries: property-based tests (fast-check) over every input
 * the site reads from outside its code. Seeded, so a run can be repeated: FUZZ_SEED picks the
 * seed (default a fixed one, so CI is deterministic), FUZZ_RUNS the number of cases per
 * property. A failure names its seed and the command that replays it.
 */
import fc from 'fast-check';

/** The default seed: any fixed number would do; this one is the day the suite was written. */
const DEFAULT_SEED = 20_250_528;
const DEFAULT_RUNS = 150;

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);

/** The error of a failed property, with the seed and the command that replays the run. */
function replayable(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`Fuzz failure with FUZZ_SEED=${FUZZ_SEED} (replay: FUZZ_SEED=${FUZZ_SEED} npx vitest run test/fuzz)\n${message}`);
}

/** fc.assert with the suite's seed and number of runs. */
export function check<Ts extends [unknown, ...unknown[]]>(property: fc.IProperty<Ts>, runs = FUZZ_RUNS): void {
  try {
    fc.assert(property, { seed: FUZZ_SEED, numRuns: runs });
  } catch (error) {
    throw replayable(error);
  }
}

/** The same, for a property whose cases are asynchronous. */
export async function checkAsync<Ts extends [unknown, ...unknown[]]>(property: fc.IAsyncProperty<Ts>, runs = FUZZ_RUNS): Promise<void> {
  try {
    await fc.assert(property, { seed: FUZZ_SEED, numRuns: runs });
  } catch (error) {
    throw replayable(error);
  }
}

/** Any text: printable, unicode, control characters and lone surrogates. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 400 }),
);

/** Text shaped like what a stored value, a cookie or a hash tends to hold, and broken. */
export const hostileText = fc.oneof(
  anyText,
  fc.json({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.constantFrom('%', '%E0%A4%A', '%ZZ', '\u0000', '\uD800', '{"__proto__":{"polluted":1}}', 'null', '[]', '{', 'undefined', 'NaN', '1e400'),
  anyText.map((text) => encodeURIComponent(text)),
);

const number = fc.oneof(
  fc.integer({ min: -300, max: 600 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom('1e400', '-1e400', '1e-400', '.5', '5.', '+3', '0x10', '1_0', ''),
);
const unit = fc.constantFrom('', '', '%', 'deg', 'turn', 'rad', 'grad', 'px', 'e3');

const percent = fc.double({ min: 0, max: 100, noNaN: true }).map((value) => `${value}%`);
const alpha = fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }).map(String), percent);

/** Colours in the accepted formats, in every syntax (space, slash, percentages, hue units). */
const plausibleColour = fc.oneof(
  fc
    .tuple(fc.constantFrom('rgb', 'rgba'), fc.boolean(), fc.option(alpha))
    .chain(([name, percentages, a]) =>
      fc
        .array(percentages ? percent : fc.integer({ min: 0, max: 255 }).map(String), { minLength: 3, maxLength: 3 })
        .chain((channels) => fc.constantFrom(`${name}(${channels.join(', ')}${a ? `, ${a}` : ''})`, `${name}(${channels.join(' ')}${a ? ` / ${a}` : ''})`)),
    ),
  fc
    .tuple(
      fc.constantFrom('hsl', 'hsla'),
      fc.tuple(fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(1e300, -1e300, 1e400)), fc.constantFrom('', 'deg', 'turn', 'rad', 'grad')),
      percent,
      percent,
      fc.option(alpha),
    )
    .chain(([name, [hue, unit], s, l, a]) =>
      fc.constantFrom(`${name}(${hue}${unit}, ${s}, ${l}${a ? `, ${a}` : ''})`, `${name}(${hue}${unit} ${s} ${l}${a ? ` / ${a}` : ''})`),
    ),
  fc.stringMatching(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/),
);

/** Colours as a reader might type them: valid ones, near misses, and nonsense. */
export const colourText = fc.oneof(
  plausibleColour,
  fc.stringMatching(/^#[0-9a-fA-F]{0,9}$/),
  fc
    .tuple(
      fc.constantFrom('rgb', 'rgba', 'hsl', 'hsla', 'RGB', 'color', 'hwb'),
      fc.array(fc.tuple(number, unit), { minLength: 0, maxLength: 5 }),
      fc.constantFrom(', ', ' ', ',', ' / '),
      fc.option(fc.tuple(number, fc.constantFrom('', '%'))),
    )
    .map(([name, channels, separator, alpha]) => {
      const body = channels.map(([value, suffix]) => `${value}${suffix}`).join(separator);
      return `${name}(${body}${alpha ? ` / ${alpha[0]}${alpha[1]}` : ''})`;
    }),
  fc.constantFrom('red', 'transparent', 'currentColor', 'inherit', 'var(--x)', 'rgb(1,2,3)}body{display:none}x{', 'hsl(1e400 50% 50%)'),
  anyText,
);
