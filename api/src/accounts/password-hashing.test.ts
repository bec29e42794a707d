import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hashing';

describe('password hashing (scrypt)', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Brake-pads 2024'), hashPassword('Brake-pads 2024')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Brake');
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Brake-pads 2024');
    await expect(verifyPassword('Brake-pads 2024', stored)).resolves.toBe(true);
    await expect(verifyPassword('brake-pads 2024', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('treats differently composed Unicode as the same password', async () => {
    const stored = await hashPassword('Bremsbel\u00e4ge7'); // ä precomposed
    await expect(verifyPassword('Bremsbela\u0308ge7', stored)).resolves.toBe(true); // a + combining diaeresis
  });

  it('answers false, never throws, for values that are not its hashes', async () => {
    const stored = await hashPassword('Brake-pads 2024');
    const parts = stored.split('$');
    for (const bad of ['', 'plain', 'bcrypt$x', `scrypt$${2 ** 30}$8$1$${parts[4]}$${parts[5]}`, `scrypt$1000$8$1$${parts[4]}$${parts[5]}`, `scrypt$32768$8$1$$${parts[5]}`]) {
      await expect(verifyPassword('Brake-pads 2024', bad)).resolves.toBe(false);
    }
  });

  it('the decoy check always fails', async () => {
    await expect(verifyAgainstDecoy('anything 123')).resolves.toBe(false);
  });
});
