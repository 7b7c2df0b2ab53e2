import { Counter } from '../components/counter.tsx';

const ITEMS = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  name: `Item ${index + 1}`,
  price: (index + 1) * 4.5,
}));

// rendered per request, as the storefront's pages are; the items as a backend would answer
export default async function Home() {
  const items = await Promise.resolve(ITEMS);
  return (
    <>
      <title>Floor</title>
      <h1>Eight items</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name}: ${item.price.toFixed(2)}
          </li>
        ))}
      </ul>
      <Counter />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
