import { vehicleImageSvg } from './vehicle-image';

describe('vehicle image card', () => {
  const card = (model: string, vehicleType = 'Passenger Car') => vehicleImageSvg({ make: 'Mercedes-Benz', model, vehicleType, yearFrom: 2023, yearTo: 2026 });

  it('names make, model, years and type, escaping XML', () => {
    const svg = card('EQS & <SUV>', 'MPV');
    expect(svg).toContain('>MERCEDES-BENZ</text>');
    expect(svg).toContain('>EQS &amp; &lt;SUV&gt;</text>');
    expect(svg).toContain('>2023–2026 · MPV</text>');
    expect(svg).not.toMatch(/<SUV>/);
  });

  it('draws a silhouette per vPIC vehicle type, a sedan for anything else', () => {
    const bodies = ['Passenger Car', 'Truck', 'MPV', 'Bus'].map((type) => /<path d="([^"]+)" fill="#2b3038"/.exec(card('X', type))![1]);
    expect(new Set(bodies.slice(0, 3)).size).toBe(3);
    expect(bodies[3]).toBe(bodies[0]);
  });

  it('squeezes very long model names into the card', () => {
    expect(card('Leganza V-200 & variants/derivatives')).toContain('textLength="424"');
    expect(card('Corolla')).not.toContain('textLength');
  });
});
