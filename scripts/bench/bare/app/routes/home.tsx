// The floor: a heading and a short list, rendered on the server and hydrated.
const ITEMS = ["Paracetamol 500 mg", "Metformin 850 mg", "Amlodipine 5 mg"];

export function meta() {
  return [{ title: "Bare page" }];
}

export default function Home() {
  return (
    <main>
      <h1>Today</h1>
      <ul>
        {ITEMS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </main>
  );
}
