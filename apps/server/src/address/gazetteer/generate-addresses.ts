import {
  blockEndings,
  blockNames,
  neighbourhoods,
  postcodeUnitLetters,
  quietEndings,
  streetEndings,
  streetStems,
  type Neighbourhood,
} from './london-place-names.ts';
import { createSeededRandom, type SeededRandom } from './seeded-random.ts';

/** One row of the gazetteer; `single_line_address` keeps the spec's name (service.md §3). */
export interface GazetteerRow {
  uprn: string;
  single_line_address: string;
  postcode: string;
}

export const defaultGazetteerSeed = 20_240_501;

// Real UPRNs are up to 12 digits; starting here keeps every generated one exactly 12 digits
// for far more rows than a borough has.
const firstUprn = 100_021_000_000;

/** A dwelling before it has a postcode and UPRN: the parts of its address. */
interface Dwelling {
  subBuilding?: string;
  buildingName?: string;
  number?: string;
}

/**
 * Addresses of the fictional borough, street by street, visiting the neighbourhoods in turn so
 * any prefix (such as the shipped sample) covers the whole borough. The sequence depends only
 * on the seed: asking for fewer rows gives a prefix of the longer run.
 */
export function* generateAddresses(seed = defaultGazetteerSeed): Generator<GazetteerRow> {
  const random = createSeededRandom(seed);
  const areas = neighbourhoods.map((neighbourhood) => createArea(neighbourhood, random));
  let uprn = firstUprn;
  for (;;) {
    let anyStreet = false;
    for (const area of areas) {
      const street = area.nextStreet();
      if (street === undefined) continue;
      anyStreet = true;
      for (const group of dwellingGroups(street.name, random)) {
        const postcode = street.nextPostcode();
        if (postcode === undefined) break;
        for (const dwelling of group) {
          uprn += random.integer(1, 9);
          yield {
            uprn: String(uprn),
            single_line_address: formatAddress(dwelling, street.name, area.neighbourhood, postcode),
            postcode,
          };
        }
      }
    }
    if (!anyStreet) return;
  }
}

/** The first `count` addresses; fails rather than returning fewer than asked. */
export function takeAddresses(count: number, seed = defaultGazetteerSeed): GazetteerRow[] {
  const rows: GazetteerRow[] = [];
  if (count <= 0) return rows;
  for (const row of generateAddresses(seed)) {
    rows.push(row);
    if (rows.length === count) return rows;
  }
  throw new Error(`the borough holds only ${rows.length} addresses, ${count} were asked for`);
}

interface Area {
  neighbourhood: Neighbourhood;
  /** The next street's name and a postcode source for it, or undefined when the area is full. */
  nextStreet(): { name: string; nextPostcode: () => string | undefined } | undefined;
}

function createArea(neighbourhood: Neighbourhood, random: SeededRandom): Area {
  // London reuses a stem with several endings (Acacia Road beside Acacia Grove), so a stem
  // may give one or two streets.
  const streetNames = random.shuffled(
    streetStems.flatMap((stem) =>
      pickDistinct(streetEndings, random.integer(1, 2), random).map(
        (ending) => `${stem} ${ending}`,
      ),
    ),
  );
  const letters = [...postcodeUnitLetters];
  const unitsBySector = new Map(
    neighbourhood.sectors.map((sector) => [
      sector,
      random.shuffled(letters.flatMap((first) => letters.map((second) => `${first}${second}`))),
    ]),
  );
  const takeUnit = (sector: number): string | undefined => {
    // A street keeps to one sector, as real ones mostly do, until that sector runs out; then
    // the others are tried in turn (its own again among them, found empty).
    const sectors = [sector, ...neighbourhood.sectors];
    for (const candidate of sectors) {
      const unit = unitsBySector.get(candidate)?.pop();
      if (unit !== undefined) return `${neighbourhood.district} ${candidate}${unit}`;
    }
    return undefined;
  };
  return {
    neighbourhood,
    nextStreet: () => {
      const name = streetNames.pop();
      if (name === undefined) return undefined;
      const sector = random.pick(neighbourhood.sectors);
      return { name, nextPostcode: () => takeUnit(sector) };
    },
  };
}

/** `count` different items; repeated items in `items` make them likelier. */
function pickDistinct(items: readonly string[], count: number, random: SeededRandom): string[] {
  const picked = new Set<string>();
  while (picked.size < Math.min(count, new Set(items).size)) picked.add(random.pick(items));
  return [...picked];
}

/** The dwellings of one street, grouped by postcode: a postcode covers about 15 homes, and a
 * large block of flats usually has its own. */
function dwellingGroups(street: string, random: SeededRandom): Dwelling[][] {
  const isQuiet = quietEndings.some((ending) => street.endsWith(` ${ending}`));
  const houseCount = isQuiet ? random.integer(4, 30) : random.integer(12, 180);
  const skipsThirteen = random.chance(0.3);
  const groups: Dwelling[][] = [];
  const blockNamesUsed = new Set<string>();
  let group: Dwelling[] = [];
  let groupSize = random.integer(8, 25);
  const closeGroup = () => {
    if (group.length > 0) groups.push(group);
    group = [];
    groupSize = random.integer(8, 25);
  };
  for (let house = 1; house <= houseCount; house += 1) {
    if (house === 13 && skipsThirteen) continue;
    if (!isQuiet && random.chance(0.02)) {
      closeGroup();
      const number = random.chance(0.5) ? String(house) : undefined;
      groups.push(blockOfFlats(random, number, blockNamesUsed));
      continue;
    }
    group.push(...dwellingsAt(String(house), random));
    if (random.chance(0.03)) group.push(...dwellingsAt(`${house}A`, random));
    if (group.length >= groupSize) closeGroup();
  }
  closeGroup();
  return groups;
}

/** A house, or the flats it has been converted into. */
function dwellingsAt(number: string, random: SeededRandom): Dwelling[] {
  const roll = random.next();
  if (roll < 0.7) return [{ number }];
  if (roll < 0.88) {
    const flats = ['Flat A', 'Flat B', 'Flat C', 'Flat D'].slice(0, random.integer(2, 4));
    return flats.map((subBuilding) => ({ subBuilding, number }));
  }
  const floors = ['Ground Floor Flat', 'First Floor Flat', 'Second Floor Flat'];
  return floors.slice(0, random.integer(2, 3)).map((subBuilding) => ({ subBuilding, number }));
}

/** `namesUsed` holds the street's block names: two blocks of one name on one street would give
 * two homes the same address when the blocks have no street number. */
function blockOfFlats(
  random: SeededRandom,
  number: string | undefined,
  namesUsed: Set<string>,
): Dwelling[] {
  let buildingName: string;
  do {
    buildingName = `${random.pick(blockNames)} ${random.pick(blockEndings)}`;
  } while (namesUsed.has(buildingName));
  namesUsed.add(buildingName);
  const flatCount = random.integer(6, 60);
  const flats: Dwelling[] = [];
  for (let flat = 1; flat <= flatCount; flat += 1) {
    flats.push({ subBuilding: `Flat ${flat}`, buildingName, ...(number ? { number } : {}) });
  }
  return flats;
}

function formatAddress(
  dwelling: Dwelling,
  street: string,
  neighbourhood: Neighbourhood,
  postcode: string,
): string {
  const streetLine = dwelling.number === undefined ? street : `${dwelling.number} ${street}`;
  return [
    dwelling.subBuilding,
    dwelling.buildingName,
    streetLine,
    neighbourhood.name,
    'London',
    postcode,
  ]
    .filter((part): part is string => part !== undefined)
    .join(', ');
}
