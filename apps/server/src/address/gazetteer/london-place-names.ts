/**
 * Names for the fictional London borough of the gazetteer. Neighbourhoods borrow real names
 * and their real postcode districts so addresses look right to a London user and to postcode
 * validation; the streets are built from stems and endings common in inner London, so most
 * generated streets are plausible but few match a real one.
 */

export interface Neighbourhood {
  readonly name: string;
  /** Outward code, e.g. 'SE15'. */
  readonly district: string;
  /** Sector digits in use in that district. */
  readonly sectors: readonly number[];
}

export const neighbourhoods: readonly Neighbourhood[] = [
  { name: 'Peckham', district: 'SE15', sectors: [1, 2, 3, 4, 5, 6] },
  { name: 'Camberwell', district: 'SE5', sectors: [0, 7, 8, 9] },
  { name: 'East Dulwich', district: 'SE22', sectors: [0, 8, 9] },
  { name: 'Deptford', district: 'SE8', sectors: [3, 4, 5] },
  { name: 'Lewisham', district: 'SE13', sectors: [5, 6, 7] },
  { name: 'Brixton', district: 'SW2', sectors: [1, 2, 5] },
  { name: 'Stockwell', district: 'SW9', sectors: [0, 7, 8, 9] },
  { name: 'Clapham', district: 'SW4', sectors: [0, 6, 7, 9] },
  { name: 'Battersea', district: 'SW11', sectors: [1, 2, 3, 5] },
  { name: 'Islington', district: 'N1', sectors: [0, 1, 2, 7, 8] },
  { name: 'Highbury', district: 'N5', sectors: [1, 2] },
  { name: 'Holloway', district: 'N7', sectors: [0, 6, 7, 8, 9] },
  { name: 'Stoke Newington', district: 'N16', sectors: [0, 5, 6, 7, 8, 9] },
  { name: 'Hackney', district: 'E8', sectors: [1, 2, 3, 4] },
  { name: 'Bow', district: 'E3', sectors: [2, 3, 4, 5] },
  { name: 'Walthamstow', district: 'E17', sectors: [3, 4, 5, 6, 7, 8, 9] },
];

// prettier-ignore
export const streetStems: readonly string[] = [
  'Acacia', 'Albany', 'Albert', 'Albion', 'Alexandra', 'Alma', 'Amelia', 'Arbery', 'Ardbeg',
  'Arlington', 'Ashburnham', 'Ashmore', 'Avondale', 'Azenby', 'Balfern', 'Barforth', 'Barnsbury',
  'Beaufort', 'Bellenden', 'Belvedere', 'Benhill', 'Bignold', 'Blenheim', 'Bousfield', 'Bramshot',
  'Brayards', 'Brunswick', 'Buckingham', 'Burgoyne', 'Calabria', 'Cambria', 'Camden', 'Canterbury',
  'Carlton', 'Caroline', 'Cavendish', 'Chadwick', 'Chalmers', 'Charlotte', 'Chatham', 'Chesterton',
  'Choumert', 'Clarence', 'Clifton', 'Colebrooke', 'Coldharbour', 'Copeland', 'Cornwall', 'Coronet',
  'Cranston', 'Crofton', 'Cromwell', 'Danby', 'Darwin', 'Denmark', 'Devonshire', 'Dunstans',
  'Edgeworth', 'Elm', 'Elmington', 'Elsie', 'Ernest', 'Evelina', 'Fairlie', 'Fenwick', 'Ferndale',
  'Finsen', 'Florence', 'Fleetwood', 'Gauden', 'Gibbon', 'Gloucester', 'Glengarry', 'Goldsmith',
  'Granville', 'Grosvenor', 'Hanover', 'Harcourt', 'Hargwyne', 'Hartington', 'Hawthorn', 'Highshore',
  'Holly', 'Howden', 'Ivydale', 'Kelmore', 'Kenbury', 'Kingsley', 'Lanvanor', 'Larkhall', 'Lausanne',
  'Leahurst', 'Lordship', 'Lyndhurst', 'Madron', 'Manor', 'Marlborough', 'Maxted', 'Melbourne',
  'Milkwood', 'Montpelier', 'Mornington', 'Nelson', 'Northcote', 'Nunhead', 'Oakdale', 'Ondine',
  'Orchard', 'Oxford', 'Palmerston', 'Pellatt', 'Portland', 'Queens', 'Radnor', 'Ravensbourne',
  'Raymouth', 'Rectory', 'Relf', 'Ryedale', "St Aidan's", "St John's", "St Mary's", 'Salisbury',
  'Sandringham', 'Shenley', 'Somerset', 'Stanbury', 'Stanley', 'Surrey', 'Sutherland', 'Talfourd',
  'Tenison', 'Thornhill', 'Tyrrell', 'Upland', 'Vestry', 'Victoria', 'Waghorn', 'Warwick',
  'Waveney', 'Wellington', 'Whateley', 'Willowbrook', 'Windsor', 'Woodland', 'Wyndham', 'York',
];

/** Endings, repeated to weight the common ones; 'Road' and 'Street' make most of London. */
// prettier-ignore
export const streetEndings: readonly string[] = [
  'Road', 'Road', 'Road', 'Road', 'Road', 'Street', 'Street', 'Street', 'Avenue', 'Grove', 'Grove',
  'Lane', 'Gardens', 'Close', 'Place', 'Terrace', 'Crescent', 'Way', 'Walk', 'Square', 'Mews',
  'Rise', 'Hill', 'Row',
];

/** Small streets: few houses and never a block of flats. */
export const quietEndings: readonly string[] = ['Close', 'Mews', 'Row', 'Walk', 'Place'];

/** Names for blocks of flats, finished with one of `blockEndings`. */
// prettier-ignore
export const blockNames: readonly string[] = [
  'Keats', 'Shelley', 'Blake', 'Wren', 'Hawksmoor', 'Brunel', 'Faraday', 'Nightingale', 'Seacole',
  'Lovelace', 'Attlee', 'Bevan', 'Lansbury', 'Morrison', 'Pankhurst', 'Fry', 'Tyndale', 'Milton',
  'Chaucer', 'Dickens', 'Ruskin', 'Turner', 'Constable', 'Gainsborough', 'Hogarth', 'Darwin',
  'Newton', 'Jenner', 'Lister', 'Fleming', 'Orwell', 'Hardy', 'Austen', 'Bronte', 'Eliot', 'Wilde',
];

// prettier-ignore
export const blockEndings: readonly string[] = ['House', 'House', 'Court', 'Court', 'Lodge', 'Point', 'Mansions'];

/** Letters allowed in the last two characters of a UK postcode (C, I, K, M, O and V never
 * appear there). */
export const postcodeUnitLetters = 'ABDEFGHJLNPQRSTUWXYZ';
