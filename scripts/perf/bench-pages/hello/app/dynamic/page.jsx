import { connection } from 'next/server';

/** The same hello page rendered for every request, as a page that reads its request is. */
export default async function DynamicHello() {
  await connection();
  return <h1>Hello, world</h1>;
}
