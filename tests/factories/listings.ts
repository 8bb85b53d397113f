import type { Db } from '../../src/server/db/client.ts';
import { listings } from '../../src/server/db/schema/index.ts';

type NewListing = typeof listings.$inferInsert;

/** Inserts a listing straight into the database (creation rules are tested through the API elsewhere). */
export async function makeListing(db: Db, sellerId: string, over: Partial<NewListing> = {}) {
  const [row] = await db
    .insert(listings)
    .values({
      sellerId,
      make: 'Porsche',
      model: '911 Carrera S',
      year: 2022,
      price: 150_000,
      currency: 'USD',
      mileage: 5_000,
      condition: 'excellent',
      location: 'Stuttgart, Germany',
      region: 'Europe',
      description: 'A beautifully kept sports car with full service history.',
      features: ['Sport Chrono', 'Ceramic brakes'],
      status: 'active',
      verified: true,
      bodyType: 'coupe',
      fuelType: 'gasoline',
      ...over,
    })
    .returning();
  return row!;
}
