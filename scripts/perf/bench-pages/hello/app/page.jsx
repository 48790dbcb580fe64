export default function Hello() {
  return <h1>Hello, world</h1>;
}
