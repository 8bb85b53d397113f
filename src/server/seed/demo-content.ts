/**
 * Demo content for an empty embedded store (DESIGN section 1): listings across makes, regions, conditions
 * and price bands, each with two generated photographs in every responsive variant; a few listings awaiting
 * approval; the demo buyer's conversations and ratings; one dealer's KYC application with its documents.
 * Deterministic apart from "now": every date is placed relative to the moment of seeding.
 */
import { eq } from 'drizzle-orm';
import { PHOTO_FORMATS, PHOTO_WIDTHS } from '../../shared/photos.ts';
import { vinCheckDigit } from '../../shared/vin.ts';
import type { Db } from '../db/client.ts';
import {
  dealers,
  inquiries,
  kycApplications,
  listings,
  listingViews,
  ratings,
  users,
} from '../db/schema/index.ts';
import { KYC_BUCKET, PHOTO_BUCKET, publicUrl, type Storage } from '../lib/storage.ts';
import { recordDocument } from '../modules/kyc/documents.ts';
import { PHOTO_CONTENT_TYPES } from '../modules/photos/pipeline.ts';
import { carIllustrationSvg, renderPhotoVariants } from './car-art.ts';

export interface DemoAccounts {
  adminId: string;
  dealerId: string;
  sellerId: string;
  buyerId: string;
  pendingDealerId: string;
}

const PHOTOS_PER_LISTING = 2;
/** Photos rendered at once: sharp already spreads each encode over the cores. */
const RENDER_CONCURRENCY = 2;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------------------
// VINs: ISO 3779, with the manufacturer's real world identifier and a correct check digit

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'; // no I, O or Q
const VIN_YEARS = 'ABCDEFGHJKLMNPRSTVWXY123456789'; // 2010 = A ... 2039 = 9

const WMI: Record<string, string> = {
  'Aston Martin': 'SCF',
  Audi: 'WUA',
  Bentley: 'SCB',
  BMW: 'WBS',
  Bugatti: 'VF9',
  Cadillac: '1GY',
  Chevrolet: '1G1',
  Ferrari: 'ZFF',
  Ford: '1FT',
  Jaguar: 'SAJ',
  Lamborghini: 'ZHW',
  'Land Rover': 'SAL',
  Lotus: 'SCC',
  Maserati: 'ZAM',
  McLaren: 'SBM',
  'Mercedes-Benz': 'W1N',
  Pagani: 'ZA9',
  Porsche: 'WP0',
  'Rolls-Royce': 'SCA',
  Tesla: '5YJ',
  Volkswagen: 'WVW',
};

function makeVin(make: string, year: number, rnd: () => number): string {
  const pick = (chars: string) => chars[Math.floor(rnd() * chars.length)]!;
  const letters = VIN_CHARS.slice(0, 23);
  const digits = '0123456789';
  const chars = [...(WMI[make] ?? 'WDD')];
  for (let i = 0; i < 5; i++) chars.push(pick(i < 2 ? letters : VIN_CHARS));
  chars.push('0'); // check digit, computed below
  chars.push(VIN_YEARS[(((year - 2010) % 30) + 30) % 30]!);
  chars.push(pick(letters));
  for (let i = 0; i < 6; i++) chars.push(pick(digits));
  chars[8] = vinCheckDigit(chars.join(''));
  return chars.join('');
}

// ---------------------------------------------------------------------------------------------------------
// The cars

type Region = 'North America' | 'Europe' | 'Asia Pacific' | 'Middle East' | 'South America' | 'Africa';
type Condition = 'new' | 'excellent' | 'good' | 'fair' | 'poor';

interface DemoListing {
  /** Names the listing for the conversations below. */
  key: string;
  by: 'dealer' | 'seller';
  status: 'active' | 'pending';
  make: string;
  model: string;
  year: number;
  price: number;
  currency: string;
  mileage: number;
  condition: Condition;
  city: string;
  country: string;
  region: Region;
  engine: string;
  transmission: string;
  fuelType: 'gasoline' | 'diesel' | 'hybrid' | 'electric';
  bodyType: 'sedan' | 'coupe' | 'convertible' | 'suv' | 'truck' | 'hatchback' | 'wagon' | 'van';
  exteriorColor: string;
  interiorColor: string;
  description: string;
  features: string[];
  /** Pre-1981 cars carry a chassis number, not a 17-character VIN. */
  noVin?: boolean;
  kmUnverified?: boolean;
  /** Days since listing, where a conversation needs the listing to be old enough. */
  daysAgo?: number;
  /** Interest relative to an ordinary listing (hypercars draw a crowd). */
  interest?: number;
}

const CARS: DemoListing[] = [
  {
    key: 'sf90',
    by: 'dealer',
    status: 'active',
    make: 'Ferrari',
    model: 'SF90 Stradale',
    year: 2023,
    price: 589_000,
    currency: 'USD',
    mileage: 3_150,
    condition: 'excellent',
    city: 'Beverly Hills',
    country: 'United States',
    region: 'North America',
    engine: '4.0L twin-turbo V8 plug-in hybrid, 986 hp',
    transmission: '8-speed dual-clutch',
    fuelType: 'hybrid',
    bodyType: 'coupe',
    exteriorColor: 'Rosso Corsa',
    interiorColor: 'Nero leather with red stitching',
    description:
      "Maranello's first series-production plug-in hybrid, delivered new in Southern California and kept in a climate-controlled garage since. The Assetto Fiorano package brings titanium springs, carbon door panels and Michelin Pilot Sport Cup 2 tyres. Serviced by the selling Ferrari dealer, with the seven-year genuine maintenance programme still running.",
    features: [
      'Assetto Fiorano package',
      'Carbon fibre racing seats',
      'Front axle lift system',
      'JBL Professional sound',
      'Passenger display',
      'Carbon ceramic brakes',
      'Paint protection film',
    ],
    interest: 2.2,
  },
  {
    key: '812',
    by: 'dealer',
    status: 'active',
    make: 'Ferrari',
    model: '812 Competizione',
    year: 2022,
    price: 895_000,
    currency: 'EUR',
    mileage: 1_240,
    condition: 'excellent',
    city: 'Maranello',
    country: 'Italy',
    region: 'Europe',
    engine: '6.5L naturally aspirated V12, 819 hp',
    transmission: '7-speed dual-clutch',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'Grigio Titanio',
    interiorColor: 'Nero Alcantara',
    description:
      'One of 999 coupés, and the last of the front-mounted naturally aspirated V12 Ferraris of its line. Specified with the carbon fibre aero package and the striking rear screen replaced by the aluminium louvred panel. First owner, Ferrari Classiche-ready documentation, and a complete book pack.',
    features: [
      'Independent rear-wheel steering',
      'Carbon fibre aero package',
      'Racing seats in Alcantara',
      'Telemetry system',
      'Suspension lifter',
      'Full Ferrari service history',
    ],
    interest: 2,
  },
  {
    key: 'roma',
    by: 'seller',
    status: 'active',
    make: 'Ferrari',
    model: 'Roma',
    year: 2022,
    price: 189_950,
    currency: 'GBP',
    mileage: 8_900,
    condition: 'good',
    city: 'London',
    country: 'United Kingdom',
    region: 'Europe',
    engine: '3.9L twin-turbo V8, 612 hp',
    transmission: '8-speed dual-clutch',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'Blu Pozzi',
    interiorColor: 'Cuoio leather',
    description:
      'La Nuova Dolce Vita in its most elegant colour: Blu Pozzi over Cuoio hide. A right-hand-drive UK car used for weekend drives to the coast, never in the winter. Full front paint protection film since delivery and a fresh annual service at an official dealer.',
    features: [
      'Adaptive LED headlights',
      'Passenger display',
      'Apple CarPlay',
      'Ventilated seats',
      'Paint protection film',
    ],
    daysAgo: 24,
  },
  {
    key: 'huracan',
    by: 'dealer',
    status: 'active',
    make: 'Lamborghini',
    model: 'Huracán EVO',
    year: 2021,
    price: 279_000,
    currency: 'USD',
    mileage: 6_420,
    condition: 'excellent',
    city: 'Miami',
    country: 'United States',
    region: 'North America',
    engine: '5.2L naturally aspirated V10, 631 hp',
    transmission: '7-speed dual-clutch',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'Verde Mantis',
    interiorColor: 'Nero Ade with Verde stitching',
    description:
      'All-wheel-drive EVO with Lamborghini Dinamica Veicolo Integrata, the brain that makes the V10 so approachable. Verde Mantis pearl over black, with the glass engine bonnet and the lifting system. One Florida owner, serviced yearly, with a clean history report.',
    features: [
      'Lifting system',
      'Transparent engine bonnet',
      'Sensonum sound system',
      'Rear-view camera',
      'Forged 20-inch Aesir wheels',
      'Carbon ceramic brakes',
    ],
    interest: 1.5,
  },
  {
    key: 'revuelto',
    by: 'dealer',
    status: 'active',
    make: 'Lamborghini',
    model: 'Revuelto',
    year: 2024,
    price: 2_450_000,
    currency: 'AED',
    mileage: 140,
    condition: 'new',
    city: 'Dubai',
    country: 'UAE',
    region: 'Middle East',
    engine: '6.5L V12 plug-in hybrid, 1,001 hp',
    transmission: '8-speed dual-clutch',
    fuelType: 'hybrid',
    bodyType: 'coupe',
    exteriorColor: 'Arancio Borealis',
    interiorColor: 'Nero Ade with Arancio accents',
    description:
      "Sant'Agata's V12 flagship, now hybrid: three electric motors join the naturally aspirated V12 for 1,001 horsepower. Delivery mileage only and still under full factory warranty. GCC specification with the carbon fibre exterior package and the Ad Personam interior.",
    features: [
      'Carbon fibre exterior package',
      'Ad Personam interior',
      'Front lifting system',
      'Sensonum premium audio',
      '360-degree camera',
      'Full factory warranty',
    ],
    interest: 2.6,
  },
  {
    key: 'urus',
    by: 'seller',
    status: 'active',
    make: 'Lamborghini',
    model: 'Urus Performante',
    year: 2023,
    price: 389_000,
    currency: 'CAD',
    mileage: 9_800,
    condition: 'excellent',
    city: 'Toronto',
    country: 'Canada',
    region: 'North America',
    engine: '4.0L twin-turbo V8, 657 hp',
    transmission: '8-speed automatic',
    fuelType: 'gasoline',
    bodyType: 'suv',
    exteriorColor: 'Giallo Auge',
    interiorColor: 'Nero Cosmus Alcantara',
    description:
      'The sharpest Urus: lower, lighter and stiffer, with the Rally mode for loose surfaces. Canadian car with winter wheels and tyres included on their own rims. Ceramic coated from new and always garaged.',
    features: [
      'Carbon fibre roof',
      'Akrapovič titanium exhaust',
      'Bang & Olufsen 3D sound',
      'Head-up display',
      'Night vision',
      'Winter wheel set',
      'Ceramic coating',
    ],
  },
  {
    key: 'gt3',
    by: 'seller',
    status: 'active',
    make: 'Porsche',
    model: '911 GT3',
    year: 2023,
    price: 265_000,
    currency: 'USD',
    mileage: 4_310,
    condition: 'excellent',
    city: 'Scottsdale',
    country: 'United States',
    region: 'North America',
    engine: '4.0L naturally aspirated flat-six, 502 hp',
    transmission: '6-speed manual',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'Shark Blue',
    interiorColor: 'Black leather with Race-Tex',
    description:
      'A 992 GT3 with the six-speed manual, the combination enthusiasts queue years for. Never tracked: two dry-weather club drives and otherwise gently run in on Arizona back roads. Full Porsche service history and the original window sticker.',
    features: [
      'Six-speed manual gearbox',
      'Front axle lift system',
      'Full bucket seats',
      'Porsche Ceramic Composite Brakes',
      'Chrono package',
      'Bose surround sound',
    ],
    daysAgo: 41,
    interest: 1.4,
  },
  {
    key: 'turbos',
    by: 'dealer',
    status: 'active',
    make: 'Porsche',
    model: '911 Turbo S Cabriolet',
    year: 2022,
    price: 245_000,
    currency: 'CHF',
    mileage: 7_450,
    condition: 'excellent',
    city: 'Zurich',
    country: 'Switzerland',
    region: 'Europe',
    engine: '3.8L twin-turbo flat-six, 640 hp',
    transmission: '8-speed PDK',
    fuelType: 'gasoline',
    bodyType: 'convertible',
    exteriorColor: 'GT Silver Metallic',
    interiorColor: 'Bordeaux Red leather',
    description:
      'The all-weather supercar with the roof down: 0 to 100 km/h in 2.8 seconds, and a heated steering wheel for Alpine passes in spring. Swiss-delivered, one owner, with the remaining Porsche Approved warranty. Bordeaux Red full leather makes the cabin a special place.',
    features: [
      'Sport Chrono package',
      'Rear-axle steering',
      'Burmester high-end sound',
      'Wind deflector',
      'Heated steering wheel',
      'Porsche Approved warranty',
    ],
  },
  {
    key: 'taycan',
    by: 'seller',
    status: 'active',
    make: 'Porsche',
    model: 'Taycan Turbo S',
    year: 2021,
    price: 112_900,
    currency: 'USD',
    mileage: 18_200,
    condition: 'good',
    city: 'San Francisco',
    country: 'United States',
    region: 'North America',
    engine: 'Dual-motor electric, 750 hp with overboost',
    transmission: '2-speed automatic',
    fuelType: 'electric',
    bodyType: 'sedan',
    exteriorColor: 'Frozen Blue Metallic',
    interiorColor: 'Black and Chalk leather',
    description:
      'A four-door that launches like a hypercar and charges at up to 270 kW. The battery health check at the Porsche Centre this spring came back at 94 percent. Original paint throughout, with the 22 kW on-board charger and the heat pump.',
    features: [
      '22 kW on-board charger',
      'Heat pump',
      'Panoramic roof',
      'Adaptive air suspension',
      'Passenger display',
      'Burmester 3D sound',
    ],
    daysAgo: 52,
  },
  {
    key: 'cayenne',
    by: 'seller',
    status: 'active',
    make: 'Porsche',
    model: 'Cayenne Turbo GT',
    year: 2022,
    price: 189_000,
    currency: 'USD',
    mileage: 12_600,
    condition: 'excellent',
    city: 'São Paulo',
    country: 'Brazil',
    region: 'South America',
    engine: '4.0L twin-turbo V8, 631 hp',
    transmission: '8-speed Tiptronic S',
    fuelType: 'gasoline',
    bodyType: 'suv',
    exteriorColor: 'Chalk',
    interiorColor: 'Black Race-Tex with Neodyme stitching',
    description:
      'The Nürburgring record holder among SUVs, with a titanium exhaust and carbon roof as standard. Imported new and maintained by the official Porsche Centre in São Paulo. A practical daily car that will happily embarrass sports cars on a track day.',
    features: [
      'Titanium sports exhaust',
      'Carbon fibre roof',
      'Porsche Ceramic Composite Brakes',
      'Rear-axle steering',
      'Head-up display',
    ],
  },
  {
    key: 'cullinan',
    by: 'dealer',
    status: 'active',
    make: 'Rolls-Royce',
    model: 'Cullinan',
    year: 2023,
    price: 1_650_000,
    currency: 'SAR',
    mileage: 5_200,
    condition: 'excellent',
    city: 'Riyadh',
    country: 'Saudi Arabia',
    region: 'Middle East',
    engine: '6.75L twin-turbo V12, 563 hp',
    transmission: '8-speed automatic',
    fuelType: 'gasoline',
    bodyType: 'suv',
    exteriorColor: 'Arctic White',
    interiorColor: 'Seashell leather with Navy piping',
    description:
      'Effortless everywhere, on the boulevard or in the dunes, with the magic-carpet ride of the Rolls-Royce air suspension. The Starlight headliner carries 1,340 fibre-optic stars. Serviced by Rolls-Royce Motor Cars Riyadh with the balance of the four-year warranty.',
    features: [
      'Starlight headliner',
      'Viewing suite',
      'Rear theatre configuration',
      'Bespoke audio',
      'Night vision',
      'Picnic hamper',
      'Four-year warranty',
    ],
    interest: 1.6,
  },
  {
    key: 'phantom',
    by: 'dealer',
    status: 'active',
    make: 'Rolls-Royce',
    model: 'Phantom',
    year: 2021,
    price: 5_880_000,
    currency: 'HKD',
    mileage: 6_900,
    condition: 'excellent',
    city: 'Hong Kong',
    country: 'Hong Kong',
    region: 'Asia Pacific',
    engine: '6.75L twin-turbo V12, 563 hp',
    transmission: '8-speed automatic',
    fuelType: 'gasoline',
    bodyType: 'sedan',
    exteriorColor: 'Midnight Sapphire',
    interiorColor: 'Arctic White leather',
    description:
      'The pinnacle of the motor car, chauffeur-driven for its first owner and presented in the deepest Midnight Sapphire. The Gallery across the dashboard holds a commissioned porcelain piece. Privacy glass, rear lambswool footrests and the full Rolls-Royce service record.',
    features: [
      'The Gallery dashboard',
      'Starlight headliner',
      'Rear privacy suite',
      'Lambswool floor mats',
      'Rear entertainment',
      'Bespoke audio',
    ],
  },
  {
    key: 'dawn',
    by: 'seller',
    status: 'active',
    make: 'Rolls-Royce',
    model: 'Dawn',
    year: 2017,
    price: 219_000,
    currency: 'USD',
    mileage: 31_400,
    condition: 'fair',
    city: 'Cape Town',
    country: 'South Africa',
    region: 'Africa',
    engine: '6.6L twin-turbo V12, 563 hp',
    transmission: '8-speed automatic',
    fuelType: 'gasoline',
    bodyType: 'convertible',
    exteriorColor: 'Salamanca Blue',
    interiorColor: 'Cream leather',
    description:
      'The four-seat Rolls-Royce convertible, enjoyed along the Atlantic coast road. Honest condition: light wear to the driver seat bolster and a small scuff on one wheel, priced accordingly. Mechanically sound with recent brakes, and the roof works silently.',
    features: ['Bespoke audio', 'Teak deck tonneau', 'Neck warmers', 'Head-up display', 'Night vision'],
  },
  {
    key: 'continental',
    by: 'dealer',
    status: 'active',
    make: 'Bentley',
    model: 'Continental GT Speed',
    year: 2023,
    price: 239_000,
    currency: 'GBP',
    mileage: 1_100,
    condition: 'excellent',
    city: 'London',
    country: 'United Kingdom',
    region: 'Europe',
    engine: '6.0L twin-turbo W12, 650 hp',
    transmission: '8-speed dual-clutch',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'Verdant Green',
    interiorColor: 'Beluga and Linen leather',
    description:
      'Among the last W12 Continentals built in Crewe, with four-wheel steering and the electronic limited-slip differential. Specified through Mulliner with the rotating dashboard display and diamond-in-diamond quilting. Barely run in, and presented as new.',
    features: [
      'Rotating display',
      'Naim for Bentley audio',
      'Mulliner driving specification',
      'All-wheel steering',
      'Carbon ceramic brakes',
      'Touring specification',
    ],
  },
  {
    key: 'bentayga',
    by: 'dealer',
    status: 'active',
    make: 'Bentley',
    model: 'Bentayga Hybrid',
    year: 2022,
    price: 168_000,
    currency: 'USD',
    mileage: 14_800,
    condition: 'excellent',
    city: 'Johannesburg',
    country: 'South Africa',
    region: 'Africa',
    engine: '3.0L twin-turbo V6 plug-in hybrid, 443 hp',
    transmission: '8-speed automatic',
    fuelType: 'hybrid',
    bodyType: 'suv',
    exteriorColor: 'Onyx Black',
    interiorColor: 'Saddle leather',
    description:
      'Silent electric running around town and the full Bentley grand-touring experience between cities. Saddle leather, open-pore walnut veneers and a panoramic roof. Charged nightly at home and serviced by Bentley Johannesburg.',
    features: [
      'Panoramic roof',
      'Naim for Bentley audio',
      'Touring specification',
      'Ventilated massage seats',
      'Home charging cable',
    ],
  },
  {
    key: 'db12',
    by: 'dealer',
    status: 'active',
    make: 'Aston Martin',
    model: 'DB12',
    year: 2024,
    price: 259_000,
    currency: 'USD',
    mileage: 35,
    condition: 'new',
    city: 'New York',
    country: 'United States',
    region: 'North America',
    engine: '4.0L twin-turbo V8, 671 hp',
    transmission: '8-speed automatic',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'British Racing Green',
    interiorColor: 'Chestnut Tan leather',
    description:
      "Aston Martin's 'Super Tourer' and the best-driving DB yet. A delivery-mileage car in British Racing Green over Chestnut Tan, specified with the carbon exterior pack. Full five-year manufacturer warranty from the date of first registration.",
    features: [
      'Bowers & Wilkins audio',
      'Carbon fibre exterior pack',
      '21-inch forged wheels',
      '360-degree camera',
      'Ventilated seats',
      'Five-year warranty',
    ],
  },
  {
    key: '750s',
    by: 'dealer',
    status: 'active',
    make: 'McLaren',
    model: '750S',
    year: 2024,
    price: 345_000,
    currency: 'USD',
    mileage: 210,
    condition: 'new',
    city: 'Miami',
    country: 'United States',
    region: 'North America',
    engine: '4.0L twin-turbo V8, 740 hp',
    transmission: '7-speed seamless-shift',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'Papaya Spark',
    interiorColor: 'Carbon Black Alcantara',
    description:
      "Woking's lightest and most powerful series-production supercar, in the colour of Bruce McLaren's race cars. Delivery mileage with the MSO carbon fibre packs and the nose-lift. Full factory warranty transfers to the next owner.",
    features: [
      'MSO carbon fibre exterior',
      'Nose-lift system',
      'Senna-style carbon seats',
      'Bowers & Wilkins audio',
      'Track telemetry',
      'Full factory warranty',
    ],
    interest: 1.5,
  },
  {
    key: '720s',
    by: 'seller',
    status: 'active',
    make: 'McLaren',
    model: '720S Spider',
    year: 2020,
    price: 798_000,
    currency: 'SGD',
    mileage: 8_300,
    condition: 'excellent',
    city: 'Singapore',
    country: 'Singapore',
    region: 'Asia Pacific',
    engine: '4.0L twin-turbo V8, 710 hp',
    transmission: '7-speed seamless-shift',
    fuelType: 'gasoline',
    bodyType: 'convertible',
    exteriorColor: 'Aztec Gold',
    interiorColor: 'Nero leather',
    description:
      'The retractable hard top opens in eleven seconds to reveal a glass-canopied supercar. Locally registered with a COE valid until 2030, serviced only at McLaren Singapore. Electrochromic roof, carbon interior trim and a front-end lift for city ramps.',
    features: [
      'Electrochromic glass roof',
      'Vehicle lift',
      'Bowers & Wilkins audio',
      'Carbon fibre interior',
      'COE valid until 2030',
    ],
  },
  {
    key: 'g63',
    by: 'dealer',
    status: 'active',
    make: 'Mercedes-Benz',
    model: 'G 63 AMG',
    year: 2023,
    price: 985_000,
    currency: 'AED',
    mileage: 4_900,
    condition: 'excellent',
    city: 'Dubai',
    country: 'UAE',
    region: 'Middle East',
    engine: '4.0L twin-turbo V8, 577 hp',
    transmission: '9-speed automatic',
    fuelType: 'gasoline',
    bodyType: 'suv',
    exteriorColor: 'Obsidian Black',
    interiorColor: 'Macchiato Beige nappa',
    description:
      'The icon, in its most potent form: three locking differentials, hand-built V8 and a cabin finished by G Manufaktur. GCC specification with a dealer service contract and the balance of the factory warranty. Deep black paint protected by full-body film.',
    features: [
      'G Manufaktur interior',
      'AMG Night package',
      'Burmester surround sound',
      'Three locking differentials',
      'Massage seats',
      'Full-body paint protection film',
      'Warranty until June 2027',
    ],
    daysAgo: 33,
    interest: 1.4,
  },
  {
    key: 's580',
    by: 'seller',
    status: 'active',
    make: 'Mercedes-Benz',
    model: 'S 580 4MATIC',
    year: 2022,
    price: 435_000,
    currency: 'QAR',
    mileage: 11_200,
    condition: 'excellent',
    city: 'Doha',
    country: 'Qatar',
    region: 'Middle East',
    engine: '4.0L twin-turbo V8 mild hybrid, 496 hp',
    transmission: '9-speed automatic',
    fuelType: 'hybrid',
    bodyType: 'sedan',
    exteriorColor: 'Nautical Blue',
    interiorColor: 'Macchiato Beige nappa',
    description:
      'The reference luxury saloon, with the executive rear seat package and rear-axle steering that shrinks it in town. Augmented-reality head-up display, and the quietest cabin in its class. Private owner, garaged, and serviced at the Mercedes-Benz centre in Doha.',
    features: [
      'Executive rear seat package',
      'Augmented-reality head-up display',
      'Rear-axle steering',
      'Burmester 4D sound',
      'Energizing comfort',
    ],
  },
  {
    key: 'vclass',
    by: 'dealer',
    status: 'active',
    make: 'Mercedes-Benz',
    model: 'V 300 d Exclusive',
    year: 2023,
    price: 96_000,
    currency: 'EUR',
    mileage: 22_400,
    condition: 'excellent',
    city: 'Munich',
    country: 'Germany',
    region: 'Europe',
    engine: '2.0L turbo-diesel I4, 237 hp',
    transmission: '9-speed automatic',
    fuelType: 'diesel',
    bodyType: 'van',
    exteriorColor: 'Obsidian Black',
    interiorColor: 'Silk Beige nappa',
    description:
      'A private jet for the road: four captain’s chairs facing each other, a refrigerated centre console and a table. Ideal for a family with luggage or an executive shuttle service. German-registered with the full Mercedes-Benz service book.',
    features: [
      'Four luxury captain’s chairs',
      'Refrigerated centre console',
      'Electric sliding doors',
      'Burmester surround sound',
      '360-degree camera',
      'Panoramic roof',
    ],
  },
  {
    key: 'chiron',
    by: 'dealer',
    status: 'active',
    make: 'Bugatti',
    model: 'Chiron Sport',
    year: 2019,
    price: 3_450_000,
    currency: 'USD',
    mileage: 2_900,
    condition: 'excellent',
    city: 'Monaco',
    country: 'Monaco',
    region: 'Europe',
    engine: '8.0L quad-turbo W16, 1,479 hp',
    transmission: '7-speed dual-clutch',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'French Racing Blue',
    interiorColor: 'Beluga Black leather',
    description:
      'Sixteen cylinders, four turbochargers and a top speed electronically limited to 420 km/h. The Sport brings stiffer suspension, lighter wheels and carbon wipers. Maintained exclusively by Bugatti with the four-year service and tyres done last year.',
    features: [
      'Sky View glass roof',
      'Visible carbon body',
      'Top speed key',
      'Accuvision audio',
      'Bugatti service history',
      'Extended warranty',
    ],
    daysAgo: 12,
    interest: 3,
  },
  {
    key: 'huayra',
    by: 'dealer',
    status: 'active',
    make: 'Pagani',
    model: 'Huayra Roadster',
    year: 2018,
    price: 465_000_000,
    currency: 'JPY',
    mileage: 1_900,
    condition: 'excellent',
    city: 'Tokyo',
    country: 'Japan',
    region: 'Asia Pacific',
    engine: '6.0L twin-turbo AMG V12, 754 hp',
    transmission: '7-speed automated manual',
    fuelType: 'gasoline',
    bodyType: 'convertible',
    exteriorColor: 'Blu Tricolore',
    interiorColor: 'Cuoio leather',
    description:
      'One of 100 Huayra Roadsters, an object of art built by hand in San Cesario sul Panaro. Exposed blue-tinted carbon, polished aluminium switchgear and a Cuoio leather cabin. Japanese-delivered and serviced by the factory’s flying doctors.',
    features: [
      'Exposed tinted carbon body',
      'Removable carbon and glass roofs',
      'Fitted luggage set',
      'Titanium exhaust',
      'Pagani service history',
    ],
    interest: 2.8,
  },
  {
    key: 'plaid',
    by: 'seller',
    status: 'active',
    make: 'Tesla',
    model: 'Model S Plaid',
    year: 2023,
    price: 79_900,
    currency: 'USD',
    mileage: 15_300,
    condition: 'excellent',
    city: 'Austin',
    country: 'United States',
    region: 'North America',
    engine: 'Tri-motor electric, 1,020 hp',
    transmission: 'Single-speed direct drive',
    fuelType: 'electric',
    bodyType: 'sedan',
    exteriorColor: 'Pearl White',
    interiorColor: 'Black',
    description:
      'Under two seconds to sixty, and quiet enough to commute in. Free supercharging is not included, but the home wall connector is. Clean history, ceramic coated, with the yoke steering wheel and a round wheel swapped in.',
    features: [
      'Full self-driving capability',
      'Yoke and round steering wheels',
      'Premium connectivity',
      'Wall connector included',
      'Ceramic coating',
    ],
  },
  {
    key: 'modelx',
    by: 'seller',
    status: 'active',
    make: 'Tesla',
    model: 'Model X Plaid',
    year: 2022,
    price: 129_000,
    currency: 'AUD',
    mileage: 21_900,
    condition: 'good',
    city: 'Sydney',
    country: 'Australia',
    region: 'Asia Pacific',
    engine: 'Tri-motor electric, 1,020 hp',
    transmission: 'Single-speed direct drive',
    fuelType: 'electric',
    bodyType: 'suv',
    exteriorColor: 'Midnight Silver Metallic',
    interiorColor: 'Cream',
    description:
      'Six seats, falcon-wing doors and the acceleration of a supercar. Australian-delivered with the tow bar fitted at the factory. A couple of marks on the rear bumper from a car park, otherwise very tidy.',
    features: [
      'Six-seat interior',
      'Tow package',
      'Enhanced Autopilot',
      'HEPA filtration',
      'Falcon-wing doors',
    ],
    kmUnverified: true,
  },
  {
    key: 'rrsv',
    by: 'dealer',
    status: 'active',
    make: 'Land Rover',
    model: 'Range Rover SV LWB',
    year: 2024,
    price: 265_000,
    currency: 'USD',
    mileage: 90,
    condition: 'new',
    city: 'Buenos Aires',
    country: 'Argentina',
    region: 'South America',
    engine: '4.4L twin-turbo V8, 606 hp',
    transmission: '8-speed automatic',
    fuelType: 'gasoline',
    bodyType: 'suv',
    exteriorColor: 'Carpathian Grey',
    interiorColor: 'Perlino semi-aniline',
    description:
      'The SV Signature Suite: two rear club seats with a powered console, champagne cooler and deployable tables. Long wheelbase for limousine-level legroom with full off-road ability. New, imported to order, and ready for registration.',
    features: [
      'SV Signature Suite',
      'Refrigerated compartment',
      'Meridian Signature sound',
      'Executive class rear seats',
      'All-wheel steering',
      'Ceramic switchgear',
    ],
  },
  {
    key: 'defender',
    by: 'seller',
    status: 'active',
    make: 'Land Rover',
    model: 'Defender 110 V8',
    year: 2023,
    price: 119_000,
    currency: 'USD',
    mileage: 13_200,
    condition: 'excellent',
    city: 'Marrakech',
    country: 'Morocco',
    region: 'Africa',
    engine: '5.0L supercharged V8, 518 hp',
    transmission: '8-speed automatic',
    fuelType: 'gasoline',
    bodyType: 'suv',
    exteriorColor: 'Santorini Black',
    interiorColor: 'Ebony Windsor leather',
    description:
      'The V8 Defender, as happy in the Atlas mountains as on the boulevard. Expedition roof rack, raised air intake and all-terrain tyres on spare wheels. Serviced at the Land Rover dealer in Casablanca.',
    features: [
      'Expedition roof rack',
      'Raised air intake',
      'All-terrain tyre set',
      'Meridian sound',
      'ClearSight ground view',
    ],
    kmUnverified: true,
  },
  {
    key: 'escalade',
    by: 'dealer',
    status: 'active',
    make: 'Cadillac',
    model: 'Escalade-V',
    year: 2024,
    price: 152_000,
    currency: 'USD',
    mileage: 1_850,
    condition: 'new',
    city: 'Houston',
    country: 'United States',
    region: 'North America',
    engine: '6.2L supercharged V8, 682 hp',
    transmission: '10-speed automatic',
    fuelType: 'gasoline',
    bodyType: 'suv',
    exteriorColor: 'Black Raven',
    interiorColor: 'Jet Black semi-aniline',
    description:
      'The most powerful Cadillac ever built, in a full-size three-row SUV. Super Cruise hands-free driving, a 38-inch curved OLED display and an AKG Studio Reference system with 36 speakers. Demonstrator with full new-vehicle warranty.',
    features: [
      'Super Cruise',
      '38-inch curved OLED display',
      'AKG Studio Reference audio',
      'Magnetic Ride Control',
      'Rear-seat entertainment',
      'Night vision',
    ],
  },
  {
    key: 'm3touring',
    by: 'dealer',
    status: 'active',
    make: 'BMW',
    model: 'M3 Competition Touring',
    year: 2024,
    price: 109_000,
    currency: 'EUR',
    mileage: 2_600,
    condition: 'excellent',
    city: 'Munich',
    country: 'Germany',
    region: 'Europe',
    engine: '3.0L twin-turbo inline-six, 503 hp',
    transmission: '8-speed M Steptronic',
    fuelType: 'gasoline',
    bodyType: 'wagon',
    exteriorColor: 'Isle of Man Green',
    interiorColor: 'Kyalami Orange and Black',
    description:
      'The first M3 estate ever built by BMW: a family car that laps the Nordschleife in under 7:36. M xDrive with a rear-wheel-drive mode for the brave. Nearly new, with M Carbon bucket seats and the M Driver’s package.',
    features: [
      'M Carbon bucket seats',
      'M Driver’s package',
      'Harman Kardon sound',
      'Head-up display',
      'Panoramic roof',
    ],
  },
  {
    key: 'rs6',
    by: 'seller',
    status: 'active',
    make: 'Audi',
    model: 'RS 6 Avant performance',
    year: 2024,
    price: 139_000,
    currency: 'USD',
    mileage: 6_100,
    condition: 'excellent',
    city: 'Chicago',
    country: 'United States',
    region: 'North America',
    engine: '4.0L twin-turbo V8 mild hybrid, 621 hp',
    transmission: '8-speed Tiptronic',
    fuelType: 'hybrid',
    bodyType: 'wagon',
    exteriorColor: 'Nardo Grey',
    interiorColor: 'Black Valcona leather',
    description:
      'The ultimate sleeper: a roomy estate with a 621 hp V8 and quattro traction for Chicago winters. Ceramic brakes, the dynamic plus package and a raised 305 km/h top speed. One owner, garaged, with the Audi Care plan prepaid.',
    features: [
      'Carbon ceramic brakes',
      'Dynamic plus package',
      'Bang & Olufsen 3D sound',
      'Dynamic ride control',
      'Panoramic roof',
      'Audi Care prepaid',
    ],
  },
  {
    key: 'mc20',
    by: 'dealer',
    status: 'active',
    make: 'Maserati',
    model: 'MC20',
    year: 2022,
    price: 219_000,
    currency: 'EUR',
    mileage: 5_400,
    condition: 'excellent',
    city: 'Milan',
    country: 'Italy',
    region: 'Europe',
    engine: '3.0L twin-turbo Nettuno V6, 621 hp',
    transmission: '8-speed dual-clutch',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'Bianco Audace',
    interiorColor: 'Nero Alcantara with blue stitching',
    description:
      'Butterfly doors, a carbon tub and a V6 with Formula One pre-chamber ignition. The MC20 marks Maserati’s return to the mid-engined supercar. Italian-registered with the Maserati warranty extension.',
    features: [
      'Butterfly doors',
      'Carbon fibre monocoque',
      'Sonus faber audio',
      'Front axle lift',
      'Carbon ceramic brakes',
    ],
  },
  {
    key: 'granturismo',
    by: 'seller',
    status: 'active',
    make: 'Maserati',
    model: 'GranTurismo S',
    year: 2012,
    price: 45_500,
    currency: 'USD',
    mileage: 48_900,
    condition: 'fair',
    city: 'Vancouver',
    country: 'Canada',
    region: 'North America',
    engine: '4.7L naturally aspirated V8, 433 hp',
    transmission: '6-speed automatic',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'Blu Oceano',
    interiorColor: 'Sabbia leather',
    description:
      'The Ferrari-built V8 and one of the best exhaust notes ever fitted to a four-seater. Fair condition for the year: some wear to the leather, and the infotainment is of its time. Timing chain guides replaced at 45,000 miles, with receipts.',
    features: ['Skyhook suspension', 'Bose sound system', 'Sports exhaust', 'Heated seats'],
    kmUnverified: true,
  },
  {
    key: 'emira',
    by: 'seller',
    status: 'active',
    make: 'Lotus',
    model: 'Emira V6 First Edition',
    year: 2023,
    price: 92_000,
    currency: 'GBP',
    mileage: 3_900,
    condition: 'excellent',
    city: 'Norwich',
    country: 'United Kingdom',
    region: 'Europe',
    engine: '3.5L supercharged V6, 400 hp',
    transmission: '6-speed manual',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'Hethel Yellow',
    interiorColor: 'Black Nappa',
    description:
      'The last combustion-engined Lotus, with a supercharged V6 and a beautiful open-gate manual. Tour suspension for British B-roads and the Lifestyle pack. Collected from Hethel and driven as intended.',
    features: [
      'Open-gate manual gearbox',
      'Tour suspension',
      'KEF premium audio',
      'Lifestyle pack',
      'Drivers pack',
    ],
  },
  {
    key: 'golfr',
    by: 'seller',
    status: 'active',
    make: 'Volkswagen',
    model: 'Golf R',
    year: 2023,
    price: 45_900,
    currency: 'USD',
    mileage: 11_800,
    condition: 'excellent',
    city: 'Lagos',
    country: 'Nigeria',
    region: 'Africa',
    engine: '2.0L turbo inline-four, 315 hp',
    transmission: '6-speed manual',
    fuelType: 'gasoline',
    bodyType: 'hatchback',
    exteriorColor: 'Lapiz Blue',
    interiorColor: 'Carbon Grey Nappa',
    description:
      'The everyday hot hatch with all-wheel drive and torque vectoring, and one of the last with a manual gearbox. Harman Kardon audio and the 19-inch Estoril wheels. A sensible entry to the collection.',
    features: [
      '4MOTION with R-Performance torque vectoring',
      'Harman Kardon audio',
      'Digital cockpit',
      'Adaptive chassis control',
    ],
  },
  {
    key: 'raptor',
    by: 'seller',
    status: 'active',
    make: 'Ford',
    model: 'F-150 Raptor R',
    year: 2023,
    price: 172_000,
    currency: 'CAD',
    mileage: 8_200,
    condition: 'excellent',
    city: 'Calgary',
    country: 'Canada',
    region: 'North America',
    engine: '5.2L supercharged V8, 700 hp',
    transmission: '10-speed automatic',
    fuelType: 'gasoline',
    bodyType: 'truck',
    exteriorColor: 'Oxford White',
    interiorColor: 'Black and Red leather',
    description:
      'A 700 hp desert truck with Fox Live Valve dampers and 37-inch tyres. Used for one season of trail runs in the Rockies and otherwise garaged. Spray-in bed liner and a tonneau cover fitted from new.',
    features: [
      '37-inch performance package',
      'Fox Live Valve shocks',
      'B&O Unleashed sound',
      'Tonneau cover',
      'Trail control',
    ],
  },
  {
    key: 'etype',
    by: 'seller',
    status: 'active',
    make: 'Jaguar',
    model: 'E-Type Series 1 4.2 Roadster',
    year: 1967,
    price: 72_500,
    currency: 'GBP',
    mileage: 74_300,
    condition: 'poor',
    city: 'Bath',
    country: 'United Kingdom',
    region: 'Europe',
    engine: '4.2L inline-six, 265 hp',
    transmission: '4-speed manual',
    fuelType: 'gasoline',
    bodyType: 'convertible',
    exteriorColor: 'British Racing Green',
    interiorColor: 'Tan leather',
    description:
      'A matching-numbers Series 1 roadster offered as a restoration project, dry-stored for three decades. Complete and largely original, with corrosion in the sills and floors as expected. Comes with its Heritage certificate and a box of period receipts.',
    features: ['Matching numbers', 'Heritage certificate', 'Original hardtop', 'Period receipts'],
    noVin: true,
    kmUnverified: true,
  },
  // Awaiting an administrator's approval.
  {
    key: '296',
    by: 'dealer',
    status: 'pending',
    make: 'Ferrari',
    model: '296 GTB',
    year: 2023,
    price: 389_000,
    currency: 'USD',
    mileage: 1_700,
    condition: 'excellent',
    city: 'Los Angeles',
    country: 'United States',
    region: 'North America',
    engine: '3.0L twin-turbo V6 plug-in hybrid, 819 hp',
    transmission: '8-speed dual-clutch',
    fuelType: 'hybrid',
    bodyType: 'coupe',
    exteriorColor: 'Rosso Imola',
    interiorColor: 'Nero leather',
    description:
      'The little hybrid V6 that Ferrari nicknamed the piccolo V12. Assetto Fiorano with the lightweight Lexan rear screen. Serviced under the seven-year maintenance programme.',
    features: ['Assetto Fiorano', 'Passenger display', 'Front lift', 'Carbon ceramic brakes'],
    daysAgo: 1,
  },
  {
    key: 'gt4rs',
    by: 'seller',
    status: 'pending',
    make: 'Porsche',
    model: '718 Cayman GT4 RS',
    year: 2023,
    price: 215_000,
    currency: 'USD',
    mileage: 2_100,
    condition: 'excellent',
    city: 'Los Angeles',
    country: 'United States',
    region: 'North America',
    engine: '4.0L naturally aspirated flat-six, 493 hp',
    transmission: '7-speed PDK',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'Python Green',
    interiorColor: 'Black Race-Tex',
    description:
      'The GT3 engine behind the seats, breathing through intakes where the rear quarter windows used to be. Weissach package with magnesium wheels. Paint protection film and a clean history.',
    features: ['Weissach package', 'Magnesium wheels', 'Clubsport package', 'Front axle lift'],
    daysAgo: 2,
  },
  {
    key: 'flyingspur',
    by: 'dealer',
    status: 'pending',
    make: 'Bentley',
    model: 'Flying Spur Mulliner',
    year: 2023,
    price: 229_000,
    currency: 'GBP',
    mileage: 3_400,
    condition: 'excellent',
    city: 'Edinburgh',
    country: 'United Kingdom',
    region: 'Europe',
    engine: '6.0L twin-turbo W12, 626 hp',
    transmission: '8-speed dual-clutch',
    fuelType: 'gasoline',
    bodyType: 'sedan',
    exteriorColor: 'Dragon Red',
    interiorColor: 'Linen and Beluga leather',
    description:
      'The Mulliner specification brings double-diamond quilting, the rotating display and the Flying B mascot that rises from the bonnet. A chauffeur-ready saloon that is just as happy driven.',
    features: ['Mulliner specification', 'Rotating display', 'Naim audio', 'Rear entertainment'],
    daysAgo: 1,
  },
  {
    key: 'blackseries',
    by: 'seller',
    status: 'pending',
    make: 'Mercedes-Benz',
    model: 'AMG GT Black Series',
    year: 2021,
    price: 425_000,
    currency: 'USD',
    mileage: 1_050,
    condition: 'excellent',
    city: 'Las Vegas',
    country: 'United States',
    region: 'North America',
    engine: '4.0L twin-turbo flat-plane V8, 720 hp',
    transmission: '7-speed dual-clutch',
    fuelType: 'gasoline',
    bodyType: 'coupe',
    exteriorColor: 'Magmabeam Orange',
    interiorColor: 'Black Dinamica',
    description:
      'The most extreme AMG road car of its time, with an adjustable carbon wing and a flat-plane V8. Track package with roll cage and harnesses. Never tracked, and stored with a battery conditioner.',
    features: ['Track package', 'Adjustable carbon wing', 'Carbon ceramic brakes', 'Burmester sound'],
    daysAgo: 0.5,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Conversations: the demo buyer with the seller and the dealer

interface Thread {
  listing: string;
  /** Days ago of the first message; the others follow in order. */
  startDaysAgo: number;
  messages: Array<{ from: 'buyer' | 'seller'; text: string; seen: boolean; afterMinutes: number }>;
  rating?: number;
}

const THREADS: Thread[] = [
  {
    // Three messages each way and a rating: the private seller's GT3.
    listing: 'gt3',
    startDaysAgo: 9,
    rating: 5,
    messages: [
      {
        from: 'buyer',
        seen: true,
        afterMinutes: 0,
        text: 'Good evening. The GT3 looks superb. Has it ever been on track, and does the front axle lift work as it should?',
      },
      {
        from: 'seller',
        seen: true,
        afterMinutes: 95,
        text: 'Thank you! Never tracked, only two dry-weather club drives. The lift works perfectly and the car has full Porsche service history; the last service was in March.',
      },
      {
        from: 'buyer',
        seen: true,
        afterMinutes: 60 * 20,
        text: 'Wonderful. Would you accept an independent pre-purchase inspection at a Porsche Centre near you? I can arrange it for next week.',
      },
      {
        from: 'seller',
        seen: true,
        afterMinutes: 60 * 3,
        text: 'Of course. Porsche Scottsdale can take it on Tuesday or Thursday morning. Let me know which suits and I will drop the car off.',
      },
      {
        from: 'buyer',
        seen: true,
        afterMinutes: 60 * 26,
        text: 'Thursday is perfect. If the inspection is clean I am happy at the asking price, and I would arrange enclosed transport to Geneva.',
      },
      {
        from: 'seller',
        seen: true,
        afterMinutes: 45,
        text: 'Deal. I have booked Thursday at 9 and will send you the report as soon as it comes in. Thank you for a very pleasant conversation.',
      },
    ],
  },
  {
    // Three each way and one more from the buyer, not yet read by the dealer.
    listing: 'g63',
    startDaysAgo: 6,
    rating: 4,
    messages: [
      {
        from: 'buyer',
        seen: true,
        afterMinutes: 0,
        text: 'Hello, is the G 63 still available? I would like to know more about the Manufaktur interior and whether the warranty transfers.',
      },
      {
        from: 'seller',
        seen: true,
        afterMinutes: 50,
        text: 'Good afternoon, yes it is. The interior is G Manufaktur in Macchiato Beige, and the factory warranty runs until June 2027 and transfers to the new owner.',
      },
      {
        from: 'buyer',
        seen: true,
        afterMinutes: 60 * 4,
        text: 'Thank you. Can you ship to Switzerland, and roughly what would it cost delivered to Geneva?',
      },
      {
        from: 'seller',
        seen: true,
        afterMinutes: 60 * 2,
        text: 'We ship to Europe every fortnight. Door to door to Geneva with insurance is about USD 6,800, plus Swiss duties and VAT; we handle all the paperwork.',
      },
      {
        from: 'buyer',
        seen: true,
        afterMinutes: 60 * 22,
        text: 'That works for me. Could you send a walk-around video and the service records?',
      },
      {
        from: 'seller',
        seen: true,
        afterMinutes: 80,
        text: 'The video and records are in your inbox. We are happy to hold the car for 72 hours against a refundable deposit.',
      },
      {
        from: 'buyer',
        seen: false,
        afterMinutes: 60 * 30,
        text: 'Received, thank you. I will confirm by Friday after speaking to my shipping agent.',
      },
    ],
  },
  {
    // Three each way: the private seller's Taycan, rated though the buyer moved on.
    listing: 'taycan',
    startDaysAgo: 15,
    rating: 4,
    messages: [
      {
        from: 'buyer',
        seen: true,
        afterMinutes: 0,
        text: 'Hello, what is the battery state of health on the Taycan, and does it have the 22 kW on-board charger?',
      },
      {
        from: 'seller',
        seen: true,
        afterMinutes: 60 * 5,
        text: 'Hi! The last health check at the Porsche Centre showed 94 percent, and yes, it has the 22 kW charger and the heat pump.',
      },
      {
        from: 'buyer',
        seen: true,
        afterMinutes: 60 * 3,
        text: 'Great. Has it had any paint or body repairs?',
      },
      {
        from: 'seller',
        seen: true,
        afterMinutes: 60 * 9,
        text: 'None at all. It is on original paint and I have the paint depth readings from the inspection.',
      },
      {
        from: 'buyer',
        seen: true,
        afterMinutes: 60 * 30,
        text: 'Thank you. I have decided to look for something with more range for now, but I appreciate the quick answers.',
      },
      {
        from: 'seller',
        seen: true,
        afterMinutes: 60 * 2,
        text: 'Understood, thank you for your interest and good luck with the search!',
      },
    ],
  },
  {
    // The seller replied last and the buyer has not opened the reply yet.
    listing: 'roma',
    startDaysAgo: 2,
    messages: [
      {
        from: 'buyer',
        seen: true,
        afterMinutes: 0,
        text: 'Hi, is the Blu Pozzi paint protected with film, and are there any stone chips on the nose?',
      },
      {
        from: 'seller',
        seen: false,
        afterMinutes: 60 * 7,
        text: 'Hello! It has full front paint protection film since delivery, so the nose is flawless. I can send close-up photos in daylight tomorrow if you like.',
      },
    ],
  },
  {
    // A single message the dealer has not read yet.
    listing: 'chiron',
    startDaysAgo: 0.25,
    messages: [
      {
        from: 'buyer',
        seen: false,
        afterMinutes: 0,
        text: 'Good morning. Could you share the Chiron service history and confirm when the tyres and the four-year service were last done?',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------
// Documents: a one-page PDF written by hand

function pdfEscape(s: string): string {
  // Standard fonts speak WinAnsi: keep Latin-1, escape the string delimiters.
  return s.replace(/[^\x20-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A minimal valid PDF 1.4 page with a title and lines of text (standard fonts, no embedding). */
export function simplePdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT /F1 22 Tf 72 770 Td',
    `(${pdfEscape(title)}) Tj`,
    'ET',
    '0.6 0.5 0.3 RG 1 w 72 755 m 523 755 l S',
    'BT /F2 11 Tf 72 728 Td 16 TL',
    ...lines.map((l) => `(${pdfEscape(l)}) Tj T*`),
    'ET',
    'BT /F2 40 Tf 0.85 g 1 0 0 1 150 300 Tm (SPECIMEN) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ---------------------------------------------------------------------------------------------------------
// Seeding

async function mapLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Puts a seed file, replacing one a previous seeding may have left in storage. */
async function putFresh(
  storage: Storage,
  bucket: string,
  key: string,
  body: Buffer,
  type: string,
): Promise<void> {
  await storage.remove(bucket, key);
  await storage.put(bucket, key, body, type);
}

/** Renders and stores the photos of one listing; answers the URLs of the 1600 px WebP variants. */
async function storePhotos(
  storage: Storage,
  listingId: number,
  car: DemoListing,
  seed: number,
): Promise<string[]> {
  const urls: string[] = [];
  for (let n = 1; n <= PHOTOS_PER_LISTING; n++) {
    const svg = carIllustrationSvg({
      make: car.make,
      model: car.model,
      bodyType: car.bodyType,
      colour: car.exteriorColor,
      interior: car.interiorColor,
      variant: n - 1,
      seed,
    });
    const variants = await renderPhotoVariants(svg);
    for (const v of variants) {
      await putFresh(
        storage,
        PHOTO_BUCKET,
        `demo/${listingId}/${n}-${v.width}.${v.format}`,
        v.body,
        PHOTO_CONTENT_TYPES[v.format],
      );
    }
    urls.push(
      publicUrl(
        PHOTO_BUCKET,
        `demo/${listingId}/${n}-${PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]}.${PHOTO_FORMATS[0]}`,
      ),
    );
  }
  return urls;
}

export async function seedDemoContent(db: Db, storage: Storage, accounts: DemoAccounts): Promise<void> {
  const rnd = mulberry32(0x5eed_1a7e);
  const now = Date.now();

  // Listing dates: the conversations' listings get their stated age, the others are spread over 60 days
  // in a shuffled order, so that "newest first" mixes makes and regions.
  const free = CARS.filter((c) => c.daysAgo === undefined);
  const order = free.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const ageOf = new Map<DemoListing, number>();
  order.forEach((slot, i) => {
    ageOf.set(free[i]!, 0.4 + (slot * 59) / free.length + rnd() * 0.8);
  });
  for (const c of CARS) if (c.daysAgo !== undefined) ageOf.set(c, c.daysAgo);

  // Listings first, for their ids.
  const ids = new Map<string, number>();
  const created: Array<{ id: number; car: DemoListing; createdAt: Date; seed: number }> = [];
  for (const [i, car] of CARS.entries()) {
    const createdAt = new Date(now - ageOf.get(car)! * DAY);
    const [row] = await db
      .insert(listings)
      .values({
        sellerId: car.by === 'dealer' ? accounts.dealerId : accounts.sellerId,
        make: car.make,
        model: car.model,
        year: car.year,
        price: car.price,
        currency: car.currency,
        mileage: car.mileage,
        vin: car.noVin ? null : makeVin(car.make, car.year, rnd),
        condition: car.condition,
        description: car.description,
        location: `${car.city}, ${car.country}`,
        region: car.region,
        features: car.features,
        engine: car.engine,
        transmission: car.transmission,
        fuelType: car.fuelType,
        bodyType: car.bodyType,
        exteriorColor: car.exteriorColor,
        interiorColor: car.interiorColor,
        status: car.status,
        verified: car.status === 'active',
        kmVerified: car.status === 'active' && !car.kmUnverified,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: listings.id });
    if (!row) throw new Error('demo listing was not inserted');
    ids.set(car.key, row.id);
    created.push({ id: row.id, car, createdAt, seed: i + 1 });
  }

  // Photos: rendered two at a time, then recorded on each listing.
  await mapLimit(created, RENDER_CONCURRENCY, async ({ id, car, seed }) => {
    const imageUrls = await storePhotos(storage, id, car, seed);
    await db.update(listings).set({ imageUrls }).where(eq(listings.id, id));
  });

  // Views: one row per viewer and day (the sellers' chart), and the matching counters.
  const viewRows: Array<{ listingId: number; viewerKey: string; day: string }> = [];
  for (const { id, car, createdAt } of created) {
    if (car.status !== 'active') continue;
    let total = 0;
    const days = Math.max(1, Math.floor((now - createdAt.getTime()) / DAY));
    for (let d = 0; d <= days; d++) {
      const day = new Date(now - d * DAY).toISOString().slice(0, 10);
      // Interest peaks when a listing is new and settles after a week or two.
      const age = days - d;
      const rate = (car.interest ?? 1) * (4 + 22 * Math.exp(-age / 6)) * (0.6 + rnd() * 0.8);
      const n = Math.round(rate);
      for (let k = 0; k < n; k++) viewRows.push({ listingId: id, viewerKey: `a:demo-${id}-${d}-${k}`, day });
      total += n;
    }
    await db.update(listings).set({ viewCount: total }).where(eq(listings.id, id));
  }
  for (let i = 0; i < viewRows.length; i += 2000) {
    await db.insert(listingViews).values(viewRows.slice(i, i + 2000));
  }

  // Conversations and ratings.
  for (const thread of THREADS) {
    const car = CARS.find((c) => c.key === thread.listing)!;
    const listingId = ids.get(thread.listing)!;
    const sellerId = car.by === 'dealer' ? accounts.dealerId : accounts.sellerId;
    let at = now - thread.startDaysAgo * DAY;
    const rows = thread.messages.map((m) => {
      at += m.afterMinutes * MINUTE;
      return {
        listingId,
        buyerId: accounts.buyerId,
        sellerId,
        senderId: m.from === 'buyer' ? accounts.buyerId : sellerId,
        message: m.text,
        seen: m.seen,
        createdAt: new Date(Math.min(at, now - MINUTE)),
      };
    });
    await db.insert(inquiries).values(rows);
    if (thread.rating !== undefined) {
      await db.insert(ratings).values({
        sellerId,
        buyerId: accounts.buyerId,
        listingId,
        rating: thread.rating,
        createdAt: new Date(Math.min(at + 3 * HOUR, now - MINUTE)),
      });
    }
  }

  // The pending dealer's KYC application, with its documents in the private bucket.
  const [person] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      country: users.country,
      city: users.city,
    })
    .from(users)
    .where(eq(users.id, accounts.pendingDealerId));
  const [dealer] = await db
    .select({ dealershipName: dealers.dealershipName })
    .from(dealers)
    .where(eq(dealers.id, accounts.pendingDealerId));
  const fullName = [person?.firstName, person?.lastName].filter(Boolean).join(' ') || 'Omar Haddad';
  const country = person?.country || 'UAE';
  const dealershipName = dealer?.dealershipName || 'Haddad Luxury Autos';
  const submitted = new Date(now - 20 * HOUR);
  const documents = {
    id: {
      key: 'demo/pending-dealer-id-document.pdf',
      title: 'Identity document',
      lines: [
        `Full name: ${fullName}`,
        `Nationality: ${country}`,
        'Document number: X0000000 (demo)',
        'Date of birth: 14 March 1984',
        'Expiry: 2031-03-13',
        '',
        'Demo data generated by the marketplace seeder: not a real identity document.',
      ],
    },
    licence: {
      key: 'demo/pending-dealer-business-licence.pdf',
      title: 'Trade licence',
      lines: [
        `Trade name: ${dealershipName}`,
        `Licensee: ${fullName}`,
        `Place: ${person?.city || 'Dubai'}, ${country}`,
        'Activity: trading in new and used luxury motor vehicles',
        `Issued: ${new Date(now - 400 * DAY).toISOString().slice(0, 10)}   Valid until: ${new Date(now + 330 * DAY).toISOString().slice(0, 10)}`,
        '',
        'Demo data generated by the marketplace seeder: not a real licence.',
      ],
    },
  };
  for (const doc of Object.values(documents)) {
    const pdf = simplePdf(doc.title, doc.lines);
    await putFresh(storage, KYC_BUCKET, doc.key, pdf, 'application/pdf');
    await recordDocument(db, accounts.pendingDealerId, doc.key, 'application/pdf', pdf.length);
  }
  await db.insert(kycApplications).values({
    userId: accounts.pendingDealerId,
    applicationType: 'dealer',
    fullName,
    email: 'pending-dealer@demo.test',
    phone: '+971 4 555 0142',
    country,
    dealershipName,
    idDocumentUrl: `kyc:${documents.id.key}`,
    businessLicenseUrl: `kyc:${documents.licence.key}`,
    status: 'pending',
    createdAt: submitted,
    updatedAt: submitted,
  });
}
