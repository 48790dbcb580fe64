import Link from 'next/link';

// Paths outside any /{region}/{lang} prefix that the proxy let through (e.g. /_next/... misses).
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main style={{ padding: '4rem 1rem', textAlign: 'center' }}>
          <h1>404 · This page could not be found</h1>
          <Link href="/intl/en">Back to the home page</Link>
        </main>
      </body>
    </html>
  );
}
